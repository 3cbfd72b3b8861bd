import { describe, expect, it } from "vitest";
import { createMember, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { eventRequestsWords } from "~/features/event-requests/event-requests-words";
import { loyaltyWords } from "~/features/loyalty/loyalty-words";
import { vipWords } from "~/features/vip/vip-words";
import { authWords } from "~/platform/auth/auth-words";
import { accountCatalog } from "~/routes/account/account-catalog";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * What a reader sees of a page: its <main>, with React's escapes undone and its text separators
 * gone (the page's data for hydration, after it, carries the server's messages as they were sent).
 */
function textOf(html: string): string {
  const start = html.indexOf("<main");
  const end = html.indexOf("</main>");
  return (start >= 0 && end > start ? html.slice(start, end) : html)
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/*
 * The account pages, the VIP club and the event quotation in Chichewa under /ny/ (DECISIONS §10):
 * their text, the messages of a form sent without JavaScript, and the addresses they lead on to,
 * all in the language of the page; the English twins unchanged. One engine is enough: nothing
 * here depends on the database.
 */
describe.each(servers().filter((s) => s.engine === "sqlite"))("account, VIP club and event requests in Chichewa on $engine", ({ url }) => {
  const get = async (path: string, cookie?: string) => {
    const res = await page(url, path, cookie ? { cookie } : {});
    return { ...res, html: res.text, text: textOf(res.text) };
  };
  const post = async (path: string, form: Record<string, string>, cookie?: string) => {
    const res = await page(url, path, { form, ...(cookie ? { cookie } : {}) });
    return { ...res, text: textOf(res.text) };
  };

  it("shows the public account pages in Chichewa, and their English twins in English", async () => {
    const pages: [string, string[], string[]][] = [
      ["/login", ["Mamembala a Presidential VIP Club ndi ogwira ntchito ku hotelo amalowera apa.", "Ndikumbukireni", "Mwaiwala mawu achinsinsi?"], ["Members of the Presidential VIP Club and hotel staff sign in here.", "Remember Me", "Forgotten Password?"]],
      ["/forgetPassword", [">Tumizani ulalo<", "Mwakumbukira?"], ["Send Password Reset Link", "Remembered it?"]],
      ["/reset-password/not-a-real-token", ["Mawu achinsinsi atsopano", "Tsimikizani mawu achinsinsi atsopano"], ["New password", "Confirm new password"]],
      ["/VIPClub", ["Zimene mamembala amasangalala nazo", "Lembetsani Tsopano", "pa MWK 10,000 iliyonse imene mumawononga"], ["What members enjoy", "Register Now", "for every MWK 10,000 you spend"]],
      ["/EventPlan", ["Konzani chochitika chanu", "Dzina la chochitika chanu", "Chonde sankhani…", "Matebulo ozungulira (phwando la chakudya)"], ["Plan your event", "Name of your event", "Please choose…", "Rounds (banquet)"]],
    ];
    for (const [path, chichewa, english] of pages) {
      const inChichewa = await get(`/ny${path}`);
      expect(inChichewa.status, path).toBe(200);
      expect(inChichewa.html.startsWith('<!DOCTYPE html><html lang="ny"'), path).toBe(true);
      for (const text of chichewa) expect(inChichewa.text, `/ny${path}`).toContain(text);
      for (const text of english) expect(inChichewa.text, `/ny${path}`).not.toContain(text);

      const inEnglish = await get(path);
      expect(inEnglish.status, path).toBe(200);
      expect(inEnglish.html.startsWith('<!DOCTYPE html><html lang="en-GB"'), path).toBe(true);
      for (const text of english) expect(inEnglish.text, path).toContain(text);
      for (const text of chichewa) expect(inEnglish.text, path).not.toContain(text);
    }
  });

  it("answers a login sent without JavaScript in the page's language", async () => {
    const inChichewa = await post("/ny/login", { email: "", password: "" });
    expect(inChichewa.status).toBe(422);
    expect(inChichewa.text).toContain(authWords.t("ny", "loginFailed"));
    expect(inChichewa.text).toContain(fieldWords.t("ny", "emailRequired"));
    expect(inChichewa.text).not.toContain(fieldWords.t("en", "emailRequired"));

    const inEnglish = await post("/login", { email: "", password: "" });
    expect(inEnglish.text).toContain(authWords.t("en", "loginFailed"));
    expect(inEnglish.text).toContain(fieldWords.t("en", "emailRequired"));
    expect(inEnglish.text).not.toContain(fieldWords.t("ny", "emailRequired")!);
  });

  it("answers an event quotation request sent without JavaScript in the page's language", async () => {
    const empty = { eventName: "", eventDatesS: "", eventDatesE: "", eventType: "", Attendees: "", serviceType: "", space: "", firstName: "", lastName: "", contactEmail: "", phoneNumber: "" };
    const inChichewa = await post("/ny/EventPlan", { ...empty, idempotencyKey: crypto.randomUUID() });
    expect(inChichewa.status).toBe(422);
    for (const text of [eventRequestsWords.t("ny", "eventRequestFailed"), eventRequestsWords.t("ny", "eventNameRequired"), eventRequestsWords.t("ny", "eventTypeRequired"), eventRequestsWords.t("ny", "spaceRequired"), eventRequestsWords.t("ny", "eventPhoneRequired")]) expect(inChichewa.text).toContain(text);
    expect(inChichewa.text).not.toContain(eventRequestsWords.t("en", "eventNameRequired"));

    const inEnglish = await post("/EventPlan", { ...empty, idempotencyKey: crypto.randomUUID() });
    expect(inEnglish.status).toBe(422);
    for (const text of [eventRequestsWords.t("en", "eventRequestFailed"), eventRequestsWords.t("en", "eventNameRequired"), eventRequestsWords.t("en", "spaceRequired")]) expect(inEnglish.text).toContain(text);
    expect(inEnglish.text).not.toContain(eventRequestsWords.t("ny", "eventNameRequired")!);
  });

  it("answers a VIP club registration without JavaScript in the page's language, and sends a new member to the Chichewa login", async () => {
    const weak = { name: "Chikondi Banda", email: "not-an-email", password: "short", password_confirmation: "other" };
    const inChichewa = await post("/ny/VIPClub", weak);
    expect(inChichewa.status).toBe(422);
    for (const text of [authWords.t("ny", "registrationFailed"), fieldWords.t("ny", "emailInvalid"), authWords.t("ny", "passwordMin")]) expect(inChichewa.text).toContain(text);
    expect(inChichewa.text).not.toContain(authWords.t("en", "passwordMin"));
    const inEnglish = await post("/VIPClub", weak);
    for (const text of [authWords.t("en", "registrationFailed"), fieldWords.t("en", "emailInvalid"), authWords.t("en", "passwordMin")]) expect(inEnglish.text).toContain(text);

    // A password that passes the character rules but is easy to guess: zxcvbn's advice in Chichewa.
    const guessable = { name: "Chikondi Banda", email: `mlendo-${crypto.randomUUID().slice(0, 8)}@example.com`, password: "Password1!", password_confirmation: "Password1!" };
    const adviceNy = await post("/ny/VIPClub", guessable);
    expect(adviceNy.status).toBe(422);
    expect(adviceNy.text).toContain(
      "Mawu achinsinsi awa ndi osavuta kuwaganizira: awa akufanana ndi mawu achinsinsi ogwiritsidwa ntchito ndi anthu ambiri. Onjezani mawu ena osadziwika kwambiri.",
    );
    expect(adviceNy.text).not.toMatch(/too easy to guess|commonly used|less common/);
    const adviceEn = await post("/VIPClub", guessable);
    expect(adviceEn.text).toContain("This password is too easy to guess: this is similar to a commonly used password. Add more words that are less common.");
    // The API answers in the caller's language too.
    const apiNy = await fetch(`${url}/api/register?lang=ny`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(guessable) });
    expect(apiNy.status).toBe(422);
    expect(((await apiNy.json()) as { errors: { password: string[] } }).errors.password[0]).toMatch(/^Mawu achinsinsi awa ndi osavuta kuwaganizira: awa akufanana/);

    const email = `mlendo-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const registered = await post("/ny/VIPClub", { name: "Chikondi Banda", email, password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD });
    expect(registered.status).toBe(302);
    expect(registered.headers.get("location")).toBe("/ny/login?registered=1");
    const welcome = await get("/ny/login?registered=1");
    expect(welcome.text).toContain(accountCatalog.t("ny", "login.registered"));
  });

  it("keeps a member in Chichewa from the login to the dashboard and back out", async () => {
    const member = await createMember(url);
    // A Chichewa member page asked for without a session leads to the Chichewa login, and back.
    const anonymous = await get("/ny/dashboard");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/ny/login?redirectTo=${encodeURIComponent("/ny/dashboard")}`);
    const landed = await page(url, "/ny/login", { form: { email: member.email, password: MEMBER_PASSWORD } });
    expect(landed.status).toBe(302);
    expect(landed.headers.get("location")).toBe("/ny/dashboard?welcome=1");
    const english = await page(url, "/login", { form: { email: member.email, password: MEMBER_PASSWORD } });
    expect(english.headers.get("location")).toBe("/dashboard?welcome=1");

    const cookie = await pageCookie(url, member.email, MEMBER_PASSWORD);
    const dashboard = await get("/ny/dashboard?welcome=1", cookie);
    expect(dashboard.status).toBe(200);
    for (const text of [authWords.t("ny", "loginSuccess")!, vipWords.t("ny", "vipNoRecord")!, "Takulandirani Tiwonge Phiri", "Umembala wa VIP", "Mapointi Anga", "Dzina laulemu", "Kodi mukufuna kulandira zidziwitso zathu motani?", "Ma reservation anga"]) {
      expect(dashboard.text).toContain(text);
    }
    expect(dashboard.text).toContain('href="/ny/loyalties"');
    const dashboardInEnglish = await get("/dashboard", cookie);
    for (const text of ["Welcome Tiwonge Phiri", "VIP Membership", "How would you like to receive our notifications?", vipWords.t("en", "vipNoRecord")]) expect(dashboardInEnglish.text).toContain(text);

    // An application sent without JavaScript and refused: the wizard's messages in Chichewa.
    const refused = await post("/ny/dashboard", { intent: "apply", idempotencyKey: crypto.randomUUID(), title: "", firstName: "", cell: "12" }, cookie);
    expect(refused.status).toBe(422);
    for (const text of [vipWords.t("ny", "vipApplyFailed")!, vipWords.t("ny", "vipTitleRequired")!, vipWords.t("ny", "vipFirstNameRequired")!, vipWords.t("ny", "vipSignatureRequired")!]) expect(refused.text).toContain(text);

    const loyalties = await get("/ny/loyalties", cookie);
    expect(loyalties.status).toBe(200);
    for (const text of ["Momwe mumapezera mapointi", loyaltyWords.t("ny", "loyaltyNoEntries")!]) expect(loyalties.text).toContain(text);
    expect((await get("/loyalties", cookie)).text).toContain("How points are earned");

    const profile = await get("/ny/user", cookie);
    expect(profile.status).toBe(200);
    for (const text of ["Mbiri Yanga", "Sungani mbiri yanu", "Osachepera zilembo 8"]) expect(profile.text).toContain(text);
    const wrongPassword = await post("/ny/user", { intent: "password", current_password: "", password: "", password_confirmation: "" }, cookie);
    expect(wrongPassword.text).toContain(authWords.t("ny", "currentPasswordRequired"));

    const out = await page(url, "/ny/logout", { cookie, form: {} });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/ny/home");
  });
});
