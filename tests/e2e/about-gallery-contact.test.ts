import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAsStaff } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { hydrated, LAPTOP, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { contactsWords } from "~/features/contacts/contacts-words";
import { fieldWords } from "~/platform/forms/field-words";

const PICTURES = ["The pool at noon", "The lobby at night", "The garden at dawn"];

async function addGalleryPicture(base: string, token: string, name: string, colour: string) {
  const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();
  const form = new FormData();
  form.set("name", name);
  form.set("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "picture.jpg");
  const res = await fetch(`${base}/api/gallery`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBe(201);
  await res.arrayBuffer();
}

/** The lightbox's caption, e.g. "The lobby at night (2 of 3)". */
const caption = (page: Page) => page.locator("dialog.lightbox figcaption");

describe("picture gallery lightbox and contact form in the browser", () => {
  const site = useSiteInBrowser();

  beforeAll(async () => {
    const token = await loginAsStaff(site.url);
    for (const [i, name] of PICTURES.entries()) await addGalleryPicture(site.url, token, name, ["#12343b", "#a4553a", "#c9a45c"][i] ?? "#000");
  });

  it("opens a picture in a dialog that steps with Next/Previous, the arrow keys and swipes, and closes with Esc", async () => {
    const { context, page, errors } = await site.open({ viewport: PHONE, hasTouch: true });
    await page.goto(`${site.url}/PictureGarlery`);
    await page.getByRole("heading", { name: "Picture Gallery", level: 1 }).waitFor();
    // Hydrated: a click opens the viewer rather than following the picture's plain link.
    await hydrated(page, ".main-nav");

    await page.getByRole("link", { name: "The lobby at night" }).click();
    const dialog = page.getByRole("dialog", { name: "Picture viewer" });
    await dialog.waitFor();
    expect(page.url()).toBe(`${site.url}/PictureGarlery`);
    await expect.poll(() => caption(page).textContent()).toBe("The lobby at night (2 of 3)");
    expect(await dialog.getByRole("img", { name: "The lobby at night" }).isVisible()).toBe(true);

    await dialog.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => caption(page).textContent()).toBe("The garden at dawn (3 of 3)");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => caption(page).textContent()).toBe("The pool at noon (1 of 3)");
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect.poll(() => caption(page).textContent()).toBe("The garden at dawn (3 of 3)");

    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => caption(page).textContent()).toBe("The lobby at night (2 of 3)");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => caption(page).textContent()).toBe("The garden at dawn (3 of 3)");

    // A finger swiping from right to left shows the next picture; left to right, the previous.
    const cdp = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y: 300 }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: (fromX + toX) / 2, y: 300 }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: toX, y: 300 }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await swipe(320, 80);
    await expect.poll(() => caption(page).textContent()).toBe("The pool at noon (1 of 3)");
    await swipe(80, 320);
    await expect.poll(() => caption(page).textContent()).toBe("The garden at dawn (3 of 3)");

    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Close returns to the grid; the Close button works as well as Esc.
    await page.getByRole("link", { name: "The pool at noon" }).click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("without JavaScript, each picture is a link to its full image", async () => {
    const { page } = await site.open({ viewport: LAPTOP, javaScriptEnabled: false });
    await page.goto(`${site.url}/PictureGarlery`);
    const [response] = await Promise.all([page.waitForNavigation(), page.getByRole("link", { name: "The garden at dawn" }).click()]);
    expect(response?.headers()["content-type"]).toBe("image/jpeg");
    expect(page.url()).toMatch(/\/media\/[^/]+\.jpg$/);
  });

  it("checks the contact form with the API's schema before sending, then confirms with a toast and clears it", async () => {
    const { page, errors } = await site.open({ viewport: LAPTOP });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto(`${site.url}/ContactUs`);
    await page.getByRole("heading", { name: "Send us a message" }).waitFor();
    // Hydrated: the form's submit handler is React's.
    await hydrated(page, "form.contact-form");

    await page.getByLabel("Name", { exact: true }).fill("Thoko Banda");
    await page.getByLabel("Email", { exact: true }).fill("thoko@invalid");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText(fieldWords.t("en", "emailInvalid")).waitFor();
    await page.getByText(fieldWords.t("en", "phoneRequired")).waitFor();
    expect(posts).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");

    await page.getByLabel("Email", { exact: true }).fill("thoko@example.com");
    await page.getByLabel("Phone number").fill("+265 999 123 456");
    await page.getByLabel("Message", { exact: true }).fill("Do you have a room for two on Friday?");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.locator(".toast-region").getByText(contactsWords.t("en", "contactSubmitted")).waitFor();
    expect(posts).toHaveLength(1);
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe("");
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("");

    const token = await loginAsStaff(site.url);
    const inbox = (await (await fetch(`${site.url}/api/contacts`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { name: string }[] };
    expect(inbox.data.map((m) => m.name)).toContain("Thoko Banda");
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
