import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createMember, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";

/** One GET as sent on the wire: no automatic decompression, the bytes as they came. */
function rawGet(base: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
    const req = request(base + pathname, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const plain = { "accept-encoding": "identity" };
const names = (bytes: Buffer) => (JSON.parse(bytes.toString()) as { data: { name: string }[] }).data.map((r) => r.name);

/** docs/decisions/013-list-cache.md: visitors' lists are kept until a write changes them. */
describe.each(servers())("list cache on $engine", ({ url }) => {
  let staff: string;

  beforeAll(async () => {
    staff = await loginAsStaff(url);
  });

  it("answers the same bytes and ETag to a second visitor, and 304 to a matching If-None-Match", async () => {
    for (const path of ["/api/rooms", "/api/events", "/api/bar", "/api/adverts", "/api/tender"]) {
      const first = await rawGet(url, path, plain);
      const second = await rawGet(url, path, plain);
      expect(first.status, path).toBe(200);
      expect(first.headers.etag, path).toMatch(/^"[^"]+"$/);
      expect(second.headers.etag, path).toBe(first.headers.etag);
      expect(second.bytes.equals(first.bytes), path).toBe(true);
      expect(first.headers["content-type"], path).toMatch(/^application\/json/);
      const again = await rawGet(url, path, { ...plain, "if-none-match": first.headers.etag as string });
      expect(again.status, path).toBe(304);
      expect(again.bytes.byteLength, path).toBe(0);
      expect(again.headers.etag, path).toBe(first.headers.etag);
    }
  });

  it("sends gzip when asked: the same JSON, under the weak form of the same tag", async () => {
    const identity = await rawGet(url, "/api/rooms", plain);
    const zipped = await rawGet(url, "/api/rooms", { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(zipped.headers.etag).toBe(`W/${identity.headers.etag as string}`);
    expect(gunzipSync(zipped.bytes).equals(identity.bytes)).toBe(true);
    expect(zipped.bytes.byteLength).toBeLessThan(identity.bytes.byteLength);
    const revalidated = await rawGet(url, "/api/rooms", { "accept-encoding": "gzip", "if-none-match": zipped.headers.etag as string });
    expect(revalidated.status).toBe(304);
  });

  it("shows a staff change to visitors at once: add, rename and delete a bar", async () => {
    const before = await rawGet(url, "/api/bar", plain);
    const name = `Cache Lounge ${Date.now()}`;
    const created = await api(url, "/api/bar", { method: "POST", token: staff, body: imageForm({ name, message: "Sundowners by the pool." }, { bytes: await jpeg(), name: "b.jpg", type: "image/jpeg" }) });
    expect(created.status).toBe(201);
    const added = await rawGet(url, "/api/bar", plain);
    expect(names(added.bytes)).toContain(name);
    expect(added.headers.etag).not.toBe(before.headers.etag);
    // The old tag no longer matches: the visitor gets the new list, not a 304.
    expect((await rawGet(url, "/api/bar", { ...plain, "if-none-match": before.headers.etag as string })).status).toBe(200);

    const id = created.body.data.id as number;
    expect((await api(url, `/api/bar/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ name: `${name} Renamed`, message: "Sundowners." }) })).status).toBe(200);
    expect(names((await rawGet(url, "/api/bar", plain)).bytes)).toContain(`${name} Renamed`);

    expect((await api(url, `/api/bar/${id}`, { method: "DELETE", token: staff })).status).toBe(200);
    const after = await rawGet(url, "/api/bar", plain);
    expect(names(after.bytes)).not.toContain(`${name} Renamed`);
    expect(after.bytes.equals(before.bytes)).toBe(true);
  });

  it("keeps the visitors' view of dated lists: staff still see every advert, members see the visitors' list", async () => {
    const advert = await api(url, "/api/adverts", {
      method: "POST",
      token: staff,
      body: imageForm({ title: `Cache test over ${Date.now()}`, period: "2001-01-01" }, { bytes: await jpeg(400, 300), name: "a.jpg", type: "image/jpeg" }, "media"),
    });
    expect(advert.status).toBe(201);
    const title = advert.body.data.title as string;
    const titles = (body: { data: { title: string }[] }) => body.data.map((a) => a.title);
    const visitor = await rawGet(url, "/api/adverts", plain);
    expect(titles(JSON.parse(visitor.bytes.toString()))).not.toContain(title);
    const asStaff = await api(url, "/api/adverts", { token: staff });
    expect(titles(asStaff.body)).toContain(title);
    expect(titles(asStaff.body)).toContain("Independence weekend");
    // A second staff read after a visitor's is still the staff view, and is not stored for anyone.
    expect(asStaff.headers.get("cache-control")).toBe("private, no-store");
    const member = await createMember(url);
    const asMember = await api(url, "/api/adverts", { token: member.token });
    expect(titles(asMember.body)).not.toContain(title);
    expect(titles((await api(url, "/api/adverts", { token: staff })).body)).toContain(title);
    await api(url, `/api/adverts/${advert.body.data.id}`, { method: "DELETE", token: staff });
  });
});
