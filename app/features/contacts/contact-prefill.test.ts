import { describe, expect, it } from "vitest";
import { contactMessagePrefill } from "./contact-prefill";

describe("the Contact Us message handed over in the address", () => {
  it("keeps the guest's enquiry, line breaks included", () => {
    const search = new URLSearchParams({ message: "  Hello,\r\nI would like to book a room.  " });
    expect(contactMessagePrefill(search, 2000)).toBe("Hello,\nI would like to book a room.");
  });

  it("drops control characters and cuts the text to what the field takes", () => {
    expect(contactMessagePrefill(new URLSearchParams({ message: "a\u0000b\u0007c" }), 2000)).toBe("abc");
    expect(contactMessagePrefill(new URLSearchParams({ message: "x".repeat(3000) }), 2000)).toHaveLength(2000);
  });

  it("is empty when no message was handed over", () => {
    expect(contactMessagePrefill(new URLSearchParams(), 2000)).toBe("");
    expect(contactMessagePrefill(new URLSearchParams({ utm_source: "whatsapp" }), 2000)).toBe("");
  });
});
