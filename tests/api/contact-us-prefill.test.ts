import { describe, expect, it } from "vitest";
import { servers } from "../support/api-client";

/**
 * The booking bar (without a booking engine) and other pages send guests to
 * `/ContactUs?message=…`: the message is already in the server HTML's text box, so a guest
 * without JavaScript keeps the dates they chose, and the form still posts to the page itself.
 */
const textareaOf = (html: string) => /<textarea[^>]*name="message"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? null;

describe.each(servers())("Contact Us message handed over in the address on $engine", ({ url }) => {
  it("fills the message box with the enquiry the booking bar wrote", async () => {
    const message = "Hello, I would like to book a Classic Twin for 3 guests, arriving Fri, 11 Dec 2026 and leaving Mon, 14 Dec 2026 (3 nights).";
    const res = await fetch(`${url}/ContactUs?${new URLSearchParams({ message })}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(textareaOf(html)).toBe(message);
    expect(html).toContain('action="/ContactUs"');
    // The other fields stay the guest's to fill.
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value=""/);
  });

  it("shows a crafted message as text only, without control characters and cut to the field's length", async () => {
    const res = await fetch(`${url}/ContactUs?${new URLSearchParams({ message: `</textarea><script>alert(1)</script>\u0007${"x".repeat(2500)}` })}`);
    const html = await res.text();
    const box = textareaOf(html)!;
    expect(box.startsWith("&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;x")).toBe(true);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(box.replaceAll("&lt;", "<").replaceAll("&gt;", ">")).toHaveLength(2000);
  });

  it("leaves the box empty without a message, and for tracking tags alone", async () => {
    for (const path of ["/ContactUs", "/ContactUs?utm_source=whatsapp"]) expect(textareaOf(await (await fetch(url + path)).text())).toBe("");
  });
});
