import type { Hono } from "hono";
import { z } from "zod";
import { getSession } from "~/platform/auth/get-viewer.server";
import { requireUser } from "~/platform/auth/guards.server";
import {
  ForgotPasswordSchema,
  LoginOutputSchema,
  RefreshSchema,
  RegisterSchema,
  RegistrationOutputSchema,
  ResetPasswordSchema,
  UserOutputSchema,
} from "~/platform/auth/schema";
import { requestPasswordReset, resetPassword } from "~/platform/auth/password-reset.server";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { readDeviceCookie } from "~/platform/auth/device-cookie.server";
import { clearedSessionCookie } from "~/platform/auth/session-cookie.server";
import { createApiLogin, refreshApiLogin, revokeSession, toViewer } from "~/platform/auth/sessions.server";
import { authenticate, registerMember } from "~/platform/auth/users.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { checkSecondFactor, needsSecondStep } from "~/platform/auth/two-step.server";
import { ApiLoginSchema, SecondStepNeededSchema } from "~/platform/auth/two-step-schema";
import { afterAnswerOf } from "~/platform/http/after-answer";
import { clientAddress } from "~/platform/http/client-address";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody } from "~/platform/http/request-input";
import { authWords } from "~/platform/auth/auth-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";

/** Accounts over the API (DECISIONS §2–3): members register themselves; everyone logs in. */
export default function mountAuthApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Accounts";

  for (const path of ["/register", "/register/"]) {
    defineRoute(app, path === "/register" ? registry : [], {
      method: "post", path, tag, access: "public",
      summary:
        "Register a VIP club member (usertype is always 0, whatever the body says). An email that already has an " +
        "account gets the same answer, so the answer tells nothing about who is a member.",
      body: { schema: RegisterSchema, encodings: ["json"] },
      responses: { 201: { description: "Registered (or already registered)", schema: RegistrationOutputSchema } },
    }, async (c) => {
      const { db, rateLimits } = c.var.services;
      // Counted before parsing: each attempt may cost an argon2 hash (19 MiB).
      await rateLimits.register.hit(clientAddress(c));
      const input = parseFields(RegisterSchema, await readBody(c));
      const receipt = await registerMember(db, input, languageOfRequest(c.req.raw));
      return c.json({ message: authWords.msg("registrationSuccess"), data: receipt }, 201);
    });
  }

  defineRoute(app, registry, {
    method: "post", path: "/login", tag, access: "public",
    summary:
      "Log in: a 15-minute bearer token and a single-use refresh token. A staff account with two-step sign-in also " +
      "sends `totp` (the authenticator app's 6-digit code, each accepted once) or `recoveryCode`; without a right one " +
      "the answer is 401 with `totpRequired: true`. Wrong codes count as failed logins (429 beyond). A signed-in client " +
      "gets a `device` cookie naming the account; sending it with later logins keeps the client signing in while " +
      "wrong passwords from elsewhere have locked the account for everyone else (OWASP device cookies).",
    body: { schema: ApiLoginSchema, encodings: ["json"] },
    responses: {
      200: { description: "Logged in", schema: LoginOutputSchema },
      401: { description: "Wrong email or password (`{ message }`), or the second step is missing or wrong (`totpRequired: true`)", schema: SecondStepNeededSchema },
    },
  }, async (c) => {
    const { db, env, loginThrottle } = c.var.services;
    const input = parseFields(ApiLoginSchema, await readBody(c));
    const deviceCookie = readDeviceCookie(c.req.raw, env);
    const user = await authenticate(db, loginThrottle, { email: input.email, password: input.password, ip: clientAddress(c), deviceCookie });
    if (await needsSecondStep(db, user)) {
      const code = input.totp ?? input.recoveryCode ?? "";
      const message = code === "" ? authStaffWords.msg("twoStepCodeNeeded") : authWords.msg("twoStepCodeWrong");
      if (code === "" || !(await checkSecondFactor(c.var.services, user, code, clientAddress(c), { deviceCookie }))) {
        return c.json({ message, totpRequired: true as const }, 401);
      }
    }
    const login = await createApiLogin(db, user);
    // The body carries bearer and refresh tokens: no cache may keep a copy.
    c.header("Cache-Control", "no-store");
    // This client is now known to the account: guessing from elsewhere will not lock it out.
    const deviceSetCookie = loginThrottle.devices?.setCookie(env, user.id);
    if (deviceSetCookie) c.header("Set-Cookie", deviceSetCookie);
    return c.json({ message: authWords.msg("loginSuccess"), data: { ...login, user: toViewer(user) } });
  });

  defineRoute(app, registry, {
    method: "post", path: "/forget-password", tag, access: "public",
    summary:
      "Email a password reset link, valid 60 minutes and single-use. The answer is the same, and as quick, whether or " +
      "not the email has an account: the link is made after it (10 requests per 15 minutes per address; 429 with Retry-After beyond).",
    body: { schema: ForgotPasswordSchema, encodings: ["json"] },
    responses: { 200: { description: "Accepted (whether or not the account exists)", schema: z.object({ message: z.string() }) } },
  }, async (c) => {
    const { db, env, rateLimits } = c.var.services;
    await rateLimits.passwordReset.hit(clientAddress(c));
    const input = parseFields(ForgotPasswordSchema, await readBody(c));
    requestPasswordReset(db, input, trustedOrigin(c.req.raw, env), afterAnswerOf(c), languageOfRequest(c.req.raw));
    return c.json({ message: authWords.msg("passwordResetLinkSent") });
  });

  defineRoute(app, registry, {
    method: "post", path: "/reset-password", tag, access: "public",
    summary: "Set a new password with the token from a reset link; every login of the account ends. A used, expired or wrong token answers 422.",
    body: { schema: ResetPasswordSchema, encodings: ["json"] },
    responses: { 200: { description: "Password changed", schema: z.object({ message: z.string() }) } },
  }, async (c) => {
    const input = parseFields(ResetPasswordSchema, await readBody(c));
    await resetPassword(c.var.services.db, input, languageOfRequest(c.req.raw));
    return c.json({ message: authWords.msg("passwordResetDone") });
  });

  defineRoute(app, registry, {
    method: "post", path: "/refresh", tag, access: "public",
    summary: "Exchange a refresh token for a new pair (replaying a used one ends the login)",
    body: { schema: RefreshSchema, encodings: ["json"] },
    responses: { 200: { description: "New tokens", schema: z.object({ data: LoginOutputSchema.shape.data.omit({ user: true }) }) } },
  }, async (c) => {
    const input = parseFields(RefreshSchema, await readBody(c));
    const tokens = await refreshApiLogin(c.var.services.db, input.refreshToken);
    c.header("Cache-Control", "no-store");
    return c.json({ data: tokens });
  });

  defineRoute(app, registry, {
    method: "post", path: "/logout", tag, access: "user", summary: "End this login (bearer token or session cookie)",
    responses: { 200: { description: "Logged out", schema: z.object({ message: z.string() }) } },
  }, async (c) => {
    const services = c.var.services;
    const session = await getSession(c.req.raw, services);
    if (session) await revokeSession(services.db, session.sessionId);
    c.header("Set-Cookie", clearedSessionCookie(services.env));
    return c.json({ message: "Logged out" });
  });

  defineRoute(app, registry, {
    method: "get", path: "/user", tag, access: "user", summary: "The logged-in account",
    responses: { 200: { description: "The account", schema: z.object({ data: UserOutputSchema }) } },
  }, async (c) => c.json({ data: await requireUser(c.req.raw, c.var.services) }));
}
