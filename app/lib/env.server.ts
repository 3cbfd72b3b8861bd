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
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: "Set ADMIN_EMAIL and ADMIN_PASSWORD together",
    path: ["ADMIN_PASSWORD"],
  });

export type Env = z.infer<typeof EnvSchema> & {
  /** Absolute paths derived from DATA_DIR. */
  paths: { dataDir: string; sqliteFile: string; mediaDir: string; outboxDir: string };
  isProduction: boolean;
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
  };
}
