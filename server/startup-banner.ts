import type { DemoLogin } from "./services";

/**
 * What a person who just typed `npm start` needs, in a few lines: where the site is, where
 * the back-office is, and the demo login when one was made. Printed only to a terminal; the
 * JSON lines around it are for log collectors.
 */
export function startupBanner(options: { url: string; demoLogin?: DemoLogin; seeding: boolean }): string {
  const lines = [
    "",
    `  The hotel site is running on ${options.url}`,
    `  Back-office: ${options.url}/room`,
  ];
  if (options.demoLogin) lines.push("", ...demoLoginLines(options.demoLogin));
  if (options.seeding) lines.push("", "  Adding the demo content (rooms, dining, pictures) in the background; pages fill in within seconds.");
  lines.push("", "  Stop with Ctrl+C.", "", "");
  return lines.join("\n");
}

/**
 * What a start writes besides its JSON "listening" line: on a terminal, the banner (address,
 * back-office, demo login, seeding note); elsewhere (a container's or a service manager's log)
 * only the demo login, when one was just made, since it is shown this once; otherwise nothing.
 * The README's "Run it" describes this; keep the two together.
 */
export function startupOutput(options: { terminal: boolean; url: string; demoLogin?: DemoLogin; seeding: boolean }): string | null {
  if (options.terminal) return startupBanner(options);
  return options.demoLogin ? demoLoginNotice(options.demoLogin) : null;
}

/** The demo login alone, for logs that are not a terminal (a container's output). */
export function demoLoginNotice(login: DemoLogin): string {
  return ["", ...demoLoginLines(login), "", ""].join("\n");
}

function demoLoginLines(login: DemoLogin): string[] {
  return [
    "  Demo administrator created (shown only this once):",
    `    email:    ${login.email}`,
    `    password: ${login.password}`,
    "  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.",
  ];
}
