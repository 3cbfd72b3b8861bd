import type { AppServices } from "~/platform/app-context";
import { log } from "~/platform/runtime/log.server";
import { defaultDemoImageCacheDir } from "./demo-image-cache.server";
import { seedDemoContent } from "./seed-demo-content.server";
import { seedDemoFiles } from "./seed-demo-files.server";
import { seedDemoVipApplications } from "./seed-demo-vip.server";
import { seedDemoLoyalty } from "./seed-demo-loyalty.server";
import { seedDemoStays } from "./seed-demo-stays.server";
import { seedDemoAgencyCalendars } from "../../app/features/channel-calendars/calendar-import-demo.server";

export async function seedDemo(services: AppServices, signal?: AbortSignal, origin?: string): Promise<void> {
  const started = performance.now();
  const detail = (msg: string) => log.debug(msg);
  // The documents and tenders first: a few milliseconds, where the pictures take seconds.
  await seedDemoFiles(services.db, services.files, detail);
  // Demo VIP applications come with member accounts (that cannot log in): only on the embedded
  // demo, the installation with no configured administrator (ADMIN_EMAIL), never on a real one.
  if (!services.env.ADMIN_EMAIL && (await seedDemoVipApplications(services.db)).seeded) detail("demo seed: vip_applications: 3 rows");
  // Their loyalty points, for /loyalty to show a member's history (same installations only).
  if (!services.env.ADMIN_EMAIL) {
    const { seeded: lines } = await seedDemoLoyalty(services.db);
    if (lines > 0) detail(`demo seed: loyalty_entries: ${lines} rows`);
  }
  const { seeded, timings } = await seedDemoContent(services.db, services.storage, detail, signal, defaultDemoImageCacheDir());
  // Stays of last month and this one, for the Reports screen's numbers (after the rooms they take; same installations only).
  if (!services.env.ADMIN_EMAIL) {
    const { seeded: stays } = await seedDemoStays(services.db);
    if (stays > 0) detail(`demo seed: reservations: ${stays} rows`);
  }
  // Two rooms import the demo agency's calendar, which the site serves itself (same installations only; after the stays, on nights they leave free).
  if (!services.env.ADMIN_EMAIL && origin && !signal?.aborted) {
    const { seeded: feeds } = await seedDemoAgencyCalendars(services.db, origin);
    if (feeds > 0) detail(`demo seed: channel_feeds: ${feeds} rows`);
  }
  // The last line of a first start: tests and operators wait for it at any LOG_LEVEL.
  if (seeded) log.always("demo content seeded", { ms: Math.round(performance.now() - started), pictures: timings?.images, fromCache: timings?.cached });
}
