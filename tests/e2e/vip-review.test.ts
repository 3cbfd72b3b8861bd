import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/db.server";
import { hotelDate } from "~/lib/dates";
import { addYears } from "~/features/vip/vip-review.server";
import { createMember } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { LAPTOP, logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { vipStaffWords } from "~/features/vip/vip-staff-words";
import { recordsWords } from "~/platform/records/records-words";

describe("staff review VIP club applications", () => {
  const site = useSiteInBrowser();
  let editor: { email: string };

  beforeAll(async () => {
    editor = await createStaffAccount(site.server, "editor");
    const member = await createMember(site.url);
    // The member side's wizard is another screen: the applications are written as it stores them.
    const handle = openDatabase({ sqliteFile: path.join(site.server.dataDir, "hotel.sqlite") });
    try {
      const { id: userId } = await handle.db.selectFrom("users").select("id").where("email", "=", member.email).executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      for (const [first, last, passport] of [["Chikondi", "Banda", "MA1234567"], ["Kondwani", "Phiri", "MZ7654321"]] as const) {
        await handle.db
          .insertInto("vip_applications")
          .values({
            user_id: userId, idempotency_key: null, title: "Mr", first_name: first, last_name: last, company: "Lilongwe Traders", postal_address: "P.O. Box 1, Lilongwe",
            cell: "+265991234567", cell2: "+265888765432", nationality: "Malawian", birth_date: "1985-04-12", passport_no: passport,
            email: `${first.toLowerCase()}@example.com`, sms: "Email", signature: "I consent", created_at: now, updated_at: now,
          })
          .execute();
      }
    } finally {
      await handle.close();
    }
  });

  it("an editor approves one application on a phone and rejects the other with a note on a laptop", async () => {
    const expires = addYears(hotelDate(), 1);
    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/login?redirectTo=%2FvipApplications`, as: { email: editor.email, password: STAFF_TEST_PASSWORD }, heading: "VIP applications" });
    await expect.poll(() => page.locator(".inbox-item").count()).toBe(2);
    await page.getByText("+265 991 234 567").first().waitFor();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole("button", { name: "Approve of Chikondi Banda" }).click();
    await page.getByText(vipStaffWords.t("en", "vipApproved", { expires })).first().waitFor();
    await expect.poll(() => page.locator(".inbox-item").count()).toBe(1);
    await page.getByRole("link", { name: /^Approved/ }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?status=approved");
    const approved = page.getByRole("article", { name: "Mr Chikondi Banda" });
    await approved.getByText(`Active until ${expires}`).waitFor();
    await approved.getByText("Marketing").waitFor();
    expect(errors).toEqual([]);

    const { page: desk, errors: deskErrors } = await site.open({ viewport: LAPTOP });
    await logIn(desk, { at: `${site.url}/login?redirectTo=%2FvipApplications`, as: { email: editor.email, password: STAFF_TEST_PASSWORD }, heading: "VIP applications" });
    const pending = desk.getByRole("article", { name: "Mr Kondwani Phiri" });
    await pending.getByLabel(/^Note/).fill("Please send a copy of your passport.");
    await pending.getByRole("button", { name: "Reject of Kondwani Phiri" }).click();
    // Asked first: Cancel leaves it pending.
    await desk.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => desk.locator(".inbox-item").count()).toBe(1);
    await pending.getByRole("button", { name: "Reject of Kondwani Phiri" }).click();
    await desk.getByRole("dialog", { name: "Reject the application of Kondwani Phiri?" }).getByRole("button", { name: "Reject" }).click();
    await desk.getByText(vipStaffWords.t("en", "vipRejected")).first().waitFor();
    await desk.getByText(recordsWords.t("en", "noData")).waitFor();
    await desk.getByRole("link", { name: /^Rejected/ }).click();
    const rejected = desk.getByRole("article", { name: "Mr Kondwani Phiri" });
    await rejected.getByText("Note: Please send a copy of your passport.").waitFor();
    await expectAccessible(desk);
    expect(deskErrors).toEqual([]);
  });
});
