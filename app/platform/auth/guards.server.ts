import { data, redirect } from "react-router";
import type { AppServices } from "~/platform/app-context";
import { AppError } from "~/lib/errors";
import { isAdmin, isMember, isStaff, type Viewer } from "~/platform/auth/roles";
import { getViewer } from "~/platform/auth/get-viewer.server";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { mustEnrolFirst } from "~/platform/auth/two-step.server";
import { authWords } from "~/platform/auth/auth-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";

/** Where a staff account the admin setting requires to enrol is sent: My Profile's two-step section. */
const TWO_STEP_ENROL_PATH = "/user#two-step";

// One check per request, however many loaders and guards ask.
const enrolChecks = new WeakMap<Request, Promise<boolean>>();

/**
 * DECISIONS §3: when an administrator requires two-step sign-in for staff, a staff account
 * that has not enrolled is refused the back-office (pages: sent to enrolment; API: 403) until
 * it has. Its own profile, where it enrols, stays open (requireUser).
 */
async function refuseUntilEnrolled(request: Request, services: Pick<AppServices, "db">, viewer: Viewer): Promise<void> {
  let pending = enrolChecks.get(request);
  if (!pending) {
    pending = mustEnrolFirst(services.db, viewer);
    enrolChecks.set(request, pending);
  }
  if (!(await pending)) return;
  if (new URL(request.url).pathname.startsWith("/api/")) throw new AppError("forbidden", authStaffWords.msg("twoStepEnrolFirst"));
  throw redirect(TWO_STEP_ENROL_PATH);
}

/**
 * Guards run on the server in every loader, action and API handler that needs a login.
 * The same call serves both faces: under /api it throws an AppError (401/403 JSON);
 * on a page it sends an anonymous visitor to the login page (in the page's language: /ny/dashboard
 * leads to /ny/login) and answers 403 otherwise.
 */
function deny(request: Request, error: AppError): never {
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) throw error;
  if (error.code === "unauthenticated") {
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw localisedRedirect(request, `/login?redirectTo=${encodeURIComponent(back)}`);
  }
  throw data({ message: error.message }, { status: error.status });
}

export async function requireUser(request: Request, services: Pick<AppServices, "db" | "env">): Promise<Viewer> {
  const viewer = await getViewer(request, services);
  if (!viewer) deny(request, new AppError("unauthenticated", authWords.msg("loginRequired")));
  return viewer;
}

export async function requireStaff(request: Request, services: Pick<AppServices, "db" | "env">): Promise<Viewer> {
  const viewer = await requireUser(request, services);
  if (!isStaff(viewer)) deny(request, new AppError("forbidden", authStaffWords.msg("staffOnly")));
  await refuseUntilEnrolled(request, services, viewer);
  return viewer;
}

export async function requireAdmin(request: Request, services: Pick<AppServices, "db" | "env">): Promise<Viewer> {
  const viewer = await requireUser(request, services);
  if (!isAdmin(viewer)) deny(request, new AppError("forbidden", authStaffWords.msg("adminOnly")));
  await refuseUntilEnrolled(request, services, viewer);
  return viewer;
}

/** The member area (own profile, VIP applications, loyalty points): members only, not staff and not role "none". */
export async function requireMember(request: Request, services: Pick<AppServices, "db" | "env">): Promise<Viewer> {
  const viewer = await requireUser(request, services);
  if (!isMember(viewer)) deny(request, new AppError("forbidden", authWords.msg("membersOnly")));
  return viewer;
}
