import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, createMember, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { type RunningS3Server, startS3Server } from "../support/s3-server";
import { type RunningServer, startServer } from "../support/start-server";

/** The start of an MP4 (an `ftyp` box) followed by numbered bytes, so a range's content can be checked. */
function mp4(size = 4096): Uint8Array {
  const bytes = new Uint8Array(size).map((_, i) => i % 251);
  bytes.set([0, 0, 0, 0x18], 0);
  bytes.set(new TextEncoder().encode("ftypisom\0\0\x02\0isommp41"), 4);
  return bytes;
}

/** The folders the site keeps uploads in on its own disk: with a bucket they must never appear. */
async function localUploads(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of ["media", "files"]) {
    const names = await fs.readdir(path.join(dataDir, folder)).catch(() => [] as string[]);
    found.push(...names.map((name) => `${folder}/${name}`));
  }
  return found;
}

const storedNameOf = (url: string) => url.split("/")[2] ?? "";

/**
 * MEDIA_BUCKET (docs/decisions/036-object-storage.md): every kind of upload lands in the
 * bucket, nothing in DATA_DIR, and visitors meet the same addresses and headers as with the
 * disk, the bucket's own address nowhere.
 */
describe.each(["sqlite", "postgres"] as const)("uploads in a bucket on %s", (engine) => {
  let s3: RunningS3Server;
  let server: RunningServer;
  let staff: string;
  let member: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startServer({ engine, env: { ...s3.env, SEED_DEMO: "false" } });
    staff = await loginAsStaff(server.url);
    member = (await createMember(server.url)).token;
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  it("keeps a room's picture sizes in the bucket and serves them at /media/ with the same headers", async () => {
    const created = await api(server.url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Lake View Suite", fee: "0", description: "Kept in the bucket." }, { bytes: await jpeg(1200, 800), name: "s.jpg", type: "image/jpeg" }),
    });
    expect(created.status).toBe(201);
    const image: string = created.body.data.image;
    expect(image).toMatch(/^\/media\/[0-9a-f]+-\d+\.jpg$/);
    const file = image.slice("/media/".length);
    const keys = await s3.keys("media/");
    expect(keys).toContain(`media/${file}`);
    // Every size in three formats.
    expect(keys.filter((k) => k.startsWith(`media/${file.replace(/-\d+\.jpg$/, "")}`)).length).toBeGreaterThanOrEqual(3);

    const served = await fetch(server.url + image);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("etag")).toBe(`"${file}"`);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(served.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(bytes.subarray(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));

    const head = await fetch(server.url + image, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect((await fetch(server.url + image, { headers: { "If-None-Match": `"${file}"` } })).status).toBe(304);
    expect((await fetch(`${server.url}/media/ffffffffffffffffffff-480.webp`)).status).toBe(404);

    // Deleting the room takes its files out of the bucket.
    expect((await api(server.url, `/api/rooms/${created.body.data.id}`, { method: "DELETE", token: staff })).status).toBe(200);
    expect(await s3.keys(`media/${file}`)).toEqual([]);
    expect((await fetch(server.url + image)).status).toBe(404);
  });

  it("keeps videos and PDFs in the bucket and serves them with byte ranges and the record's name", async () => {
    const video = mp4();
    const posted = await api(server.url, "/api/video", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Pool tour" }, { bytes: video, name: "tour.mp4", type: "video/mp4" }, "video"),
    });
    expect(posted.status).toBe(201);
    const url: string = posted.body.data.url;
    expect(await s3.keys("files/")).toContain(`files/${storedNameOf(url)}`);

    const whole = await fetch(server.url + url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-disposition")).toBe(`inline; filename="Pool tour.mp4"; filename*=UTF-8''Pool%20tour.mp4`);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(video);

    // A player seeking: only the range asked for leaves the bucket.
    const part = await fetch(server.url + url, { headers: { Range: "bytes=1000-1099" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 1000-1099/${video.byteLength}`);
    expect(part.headers.get("content-length")).toBe("100");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(video.subarray(1000, 1100));
    const tail = await fetch(server.url + url, { headers: { Range: "bytes=-10" } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(video.subarray(video.byteLength - 10));
    const beyond = await fetch(server.url + url, { headers: { Range: `bytes=${video.byteLength}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${video.byteLength}`);

    const pdf = demoPdf("Annual Report 2025", ["Kept in the bucket."]);
    const document = await api(server.url, "/api/document", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Annual Report 2025" }, { bytes: pdf, name: "r.pdf", type: "application/pdf" }, "document"),
    });
    expect(document.status).toBe(201);
    expect(await s3.keys("files/")).toContain(`files/${storedNameOf(document.body.data.url)}`);
    const download = await fetch(server.url + document.body.data.url);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain("attachment;");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    // Replacing the video removes the old object once the record points to the new one.
    const replaced = await api(server.url, `/api/video/${posted.body.data.id}`, {
      method: "PUT",
      token: staff,
      body: imageForm({ name: "Pool tour" }, { bytes: mp4(3000), name: "tour.mp4", type: "video/mp4" }, "video"),
    });
    expect(replaced.status).toBe(200);
    expect(await s3.keys(`files/${storedNameOf(url)}`)).toEqual([]);
    expect(await s3.keys(`files/${storedNameOf(replaced.body.data.url)}`)).toHaveLength(1);
    expect((await fetch(server.url + url)).status).toBe(404);
  });

  it("keeps staff-only attachments in the bucket and still refuses them to visitors and members", async () => {
    const tag = randomUUID().slice(0, 8);
    const inDays = (days: number) => hotelDate(new Date(Date.now() + days * 86_400_000));
    const form = new FormData();
    for (const [k, v] of Object.entries({
      eventName: `Bucket Summit ${tag}`,
      eventDatesS: inDays(30),
      eventDatesE: inDays(31),
      eventType: "conference",
      numRooms: "2",
      Attendees: "40",
      serviceType: "Live Streaming",
      space: "theatre",
      firstName: "Chikondi",
      lastName: "Banda",
      contactEmail: `chikondi-${tag}@example.com`,
      phoneNumber: "+265 999 123 456",
    }))
      form.set(k, v);
    const pdf = demoPdf("Programme", ["Day one"]);
    form.set("eventFile", new File([new Uint8Array(pdf)], "programme.pdf", { type: "application/pdf" }));
    expect((await api(server.url, "/api/bookEvent", { method: "POST", body: form })).status).toBe(201);
    const listed = (await api(server.url, "/api/bookEvent", { token: staff })).body.data as { eventName: string; eventFile: { url: string } | null }[];
    const url = listed.find((r) => r.eventName === `Bucket Summit ${tag}`)?.eventFile?.url ?? "";
    expect(url).toMatch(/^\/staff-files\//);
    expect(await s3.keys("files/")).toContain(`files/${storedNameOf(url)}`);

    expect((await fetch(server.url + url)).status).toBe(401);
    expect((await fetch(server.url + url, { headers: { authorization: `Bearer ${member}` } })).status).toBe(403);
    // Not under the public prefix either, whoever asks.
    expect((await fetch(server.url + url.replace(/^\/staff-files\//, "/files/"))).status).toBe(404);
    const download = await fetch(server.url + url, { headers: { authorization: `Bearer ${staff}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it("writes no upload to DATA_DIR and shows the bucket's address nowhere", async () => {
    expect(await localUploads(server.dataDir)).toEqual([]);
    expect(await s3.keys()).not.toEqual([]);
    const answers = [await api(server.url, "/api/rooms"), await api(server.url, "/api/video"), await api(server.url, "/api/document"), await api(server.url, "/")];
    for (const answer of answers) {
      const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
      expect(text).not.toContain(s3.endpoint);
      expect(text).not.toContain(s3.bucket);
    }
    // The AWS SDK's plain-text notice about Node 22 would break the JSON log.
    expect(server.output()).not.toContain("NodeVersionSupportWarning");
    const ready = await api(server.url, "/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body.checks.media).toBe(true);
  });
});
