import fs from "node:fs";
import { type Browser, chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, headless and cut off from everything but this machine. */
export async function launchChromium(options: { mapHosts?: string[]; ignoreCertificateErrors?: boolean } = {}): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is required for the browser tests and was not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
      // Test host names (a TLS proxy's hotel.example) resolve to this machine; nothing else resolves.
      `--host-resolver-rules=${[...(options.mapHosts ?? []).map((host) => `MAP ${host} 127.0.0.1`), "MAP * ~NOTFOUND", "EXCLUDE 127.0.0.1", "EXCLUDE localhost"].join(", ")}`,
      ...(options.ignoreCertificateErrors ? ["--ignore-certificate-errors"] : []),
    ],
  });
}
