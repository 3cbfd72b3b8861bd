import path from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { launchChromium } from "./browser";
import { watchErrors } from "./page-checks";
import { type RunningServer, startServer, TEST_ADMIN } from "./start-server";

/** The two screens the browser tests look through: a phone held upright, and a laptop. */
export const PHONE = { width: 390, height: 844 } as const;
export const LAPTOP = { width: 1280, height: 900 } as const;

/** What a browser test works with: the built site on a fresh SQLite data folder, and Chromium. */
export interface SiteInBrowser {
  readonly server: RunningServer;
  /** The site's address, http://127.0.0.1:port. */
  readonly url: string;
  readonly browser: Browser;
  /** A browser context of its own (cookies, storage, viewport), closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** One page in a context of its own, closed after the test, with its console errors collected in `errors`. */
  open(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
}

/**
 * The browser tests' one fixture: starts the built site (tests/support/start-server.ts) and
 * launches Chromium (tests/support/browser.ts, which throws when Chromium is missing, so no run
 * passes without it) before the tests of the enclosing describe or file, closes the contexts a
 * test opened after it, and stops both after the last test. Hooks the caller registers before
 * this call run before the site starts (a relay or proxy whose address goes into `env`); hooks
 * registered after it run once the site is up, and their after-hooks before it stops.
 */
export function useSiteInBrowser(
  options: {
    /** The server's variables, or a function giving them once earlier hooks have run. */
    env?: Record<string, string> | (() => Record<string, string>);
    /** Fill the empty site with the hotel's demo content first (default: no, each test adds what it needs). */
    demoContent?: boolean;
    chromium?: Parameters<typeof launchChromium>[0];
  } = {},
): SiteInBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts = new Set<BrowserContext>();

  beforeAll(async () => {
    const env = typeof options.env === "function" ? options.env() : options.env;
    const [started, launched] = await Promise.allSettled([
      // Every page a test browser asks for comes from 127.0.0.1, as the API suites' requests do
      // (tests/support/api-global-setup.ts): one address's share of the renders would be one at a
      // time, and a busy CI machine could answer a page with the 429 "busy" line while the
      // browser's own /__manifest fetch held it. The share is checked on a server of its own
      // (tests/api/fair-renders.test.ts).
      startServer({ engine: "sqlite", env: { SEED_DEMO: options.demoContent ? "true" : "false", RENDER_LIMIT_PER_ADDRESS: "1000", ...env } }),
      launchChromium(options.chromium),
    ]);
    // Whichever started is kept, so the after-hook stops it when the other failed.
    if (started.status === "fulfilled") server = started.value;
    if (launched.status === "fulfilled") browser = launched.value;
    for (const outcome of [started, launched]) if (outcome.status === "rejected") throw outcome.reason;
  });

  afterEach(async () => {
    await Promise.all([...contexts].map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const ready = () => {
    if (!server || !browser) throw new Error("the site and Chromium start in beforeAll: use them inside a test or hook");
    return { server, browser };
  };
  const newContext = async (contextOptions?: BrowserContextOptions) => {
    const context = await ready().browser.newContext(contextOptions);
    contexts.add(context);
    context.on("close", () => contexts.delete(context));
    return context;
  };
  return {
    get server() {
      return ready().server;
    },
    get url() {
      return ready().server.url;
    },
    get browser() {
      return ready().browser;
    },
    newContext,
    open: async (contextOptions) => {
      const context = await newContext(contextOptions);
      const page = await context.newPage();
      return { context, page, errors: watchErrors(page) };
    },
  };
}

/**
 * Logs in on the login form the page shows, as a person would, and waits until the site has
 * taken the browser past the login page (the address only: what the next page shows is for the
 * caller to wait for, since a page's "load" may wait on something a test does not care about).
 * `at` is opened first: the login page, or a screen that sends a visitor there and back;
 * `heading` is the next page's level-1 heading, then waited for, and the page's hydration.
 */
export async function logIn(page: Page, options: { at?: string; as?: { email: string; password: string }; heading?: string } = {}): Promise<void> {
  const account = options.as ?? TEST_ADMIN;
  if (options.at) await page.goto(options.at);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login", { waitUntil: "commit" });
  if (options.heading) {
    await page.getByRole("heading", { name: options.heading, level: 1 }).waitFor();
    // The next page may have come as a whole document: its buttons open dialogs once hydrated.
    await hydrated(page, "h1");
  }
}

/** The widths `keepScreenshot` takes a screen at, when one width is not enough. */
export const PHONE_AND_LAPTOP = [PHONE.width, LAPTOP.width] as const;

/**
 * Set E2E_SCREENSHOT_DIR to keep what a screen looked like, for a human look: as it is now, or
 * at each of `widths` (900 px high), after which the page gets its own size back.
 */
export async function keepScreenshot(page: Page, name: string, widths?: readonly number[]): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  if (!widths) {
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
    return;
  }
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Resolves once React has hydrated the element `selector` names (it carries React's own
 * properties): before that a click is the browser's own (a plain link or form post). Polled
 * from the test, not in the page: a test's paused clock holds the page's own timers and frames.
 */
export async function hydrated(page: Page, selector: string, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  // A function, not a string: the pages' policy forbids evaluating strings.
  while (!(await page.evaluate((css) => Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith("__react")), selector))) {
    if (Date.now() > deadline) throw new Error(`${selector} was not hydrated within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
