import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/**
 * Configuration comes only from the environment, checked once at start-up so a typo fails
 * loudly instead of at the first request. See .env.example for the documented variables.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => (v === "" ? undefined : v))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
        message: "DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)",
      }),
    PUBLIC_URL: z.url().optional().or(z.literal("").transform(() => undefined)),
    SMTP_URL: z.string().optional().transform((v) => (v === "" ? undefined : v)),
    ADMIN_EMAIL: z.email().optional().or(z.literal("").transform(() => undefined)),
    ADMIN_PASSWORD: z.string().optional().transform((v) => (v === "" ? undefined : v)),
    /** "false" skips the demo content (rooms, teams, offers...) on an empty database. */
    SEED_DEMO: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => v !== "false"),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /**
     * Proxies in front of the site whose X-Forwarded-For may be believed: a number of hops
     * (`1` for one reverse proxy) or a comma-separated list of addresses and CIDR ranges.
     * Unset: nobody's, the peer's address is the visitor's.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const parsed = parseTrustProxy(v);
        if (parsed === "invalid") {
          ctx.addIssue({
            code: "custom",
            message: "TRUST_PROXY must be a number of proxy hops (1-10) or a comma-separated list of IP addresses and CIDR ranges (10.0.0.0/8, 127.0.0.1)",
          });
          return z.NEVER;
        }
        return parsed;
      }),
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: "Set ADMIN_EMAIL and ADMIN_PASSWORD together",
    path: ["ADMIN_PASSWORD"],
  });

/** Which forwarded addresses to believe (see TRUST_PROXY). */
export type TrustProxy = { hops: number } | { ranges: { address: string; prefix: number; family: "ipv4" | "ipv6" }[] };

export function parseTrustProxy(value: string | undefined): TrustProxy | undefined | "invalid" {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? { hops } : "invalid";
  }
  const ranges: { address: string; prefix: number; family: "ipv4" | "ipv6" }[] = [];
  for (const part of text.split(",").map((p) => p.trim()).filter(Boolean)) {
    const [address = "", prefixText] = part.split("/");
    const version = isIP(address);
    if (version === 0) return "invalid";
    const family = version === 4 ? "ipv4" : "ipv6";
    const max = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d+$/.test(prefixText) ? Number(prefixText) : -1;
    if (prefix < 0 || prefix > max) return "invalid";
    ranges.push({ address, prefix, family });
  }
  return ranges.length > 0 ? { ranges } : "invalid";
}

export type Env = z.infer<typeof EnvSchema> & {
  /** Absolute paths derived from DATA_DIR. */
  paths: { dataDir: string; sqliteFile: string; mediaDir: string; outboxDir: string };
  isProduction: boolean;
  /** Served from the sources through Vite (npm run dev): no CSP, which Vite's injected scripts would break. */
  isDevelopment: boolean;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    paths: {
      dataDir,
      sqliteFile: path.join(dataDir, "hotel.sqlite"),
      mediaDir: path.join(dataDir, "media"),
      outboxDir: path.join(dataDir, "outbox"),
    },
    isProduction: env.NODE_ENV === "production",
    isDevelopment: env.NODE_ENV === "development",
  };
}
