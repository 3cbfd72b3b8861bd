import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pageEtag } from "./page-etag.server";

const sha1 = (text: string) => `"${createHash("sha1").update(text).digest("hex")}"`;

describe("pageEtag", () => {
  it("is the hash of the page with its nonce values blanked", () => {
    const page = '<script nonce="abc">1</script><p>x</p><script nonce="abc">2</script>';
    expect(pageEtag(Buffer.from(page), "abc")).toBe(sha1('<script nonce="">1</script><p>x</p><script nonce="">2</script>'));
  });

  it("is the same for two renders of one page with different nonces", () => {
    const render = (nonce: string) => Buffer.from(`<html><script nonce="${nonce}">go()</script></html>`);
    expect(pageEtag(render("one"), "one")).toBe(pageEtag(render("two"), "two"));
  });

  it("differs when the page does", () => {
    expect(pageEtag(Buffer.from("<p>a</p>"), "n")).not.toBe(pageEtag(Buffer.from("<p>b</p>"), "n"));
  });

  it("hashes a page without nonces as it is", () => {
    expect(pageEtag(Buffer.from("<p>plain</p>"), "n")).toBe(sha1("<p>plain</p>"));
  });
});
