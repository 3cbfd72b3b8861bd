import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/platform/db/db.server";
import { acceptsGzip, cachedList, cachedListResponse } from "./list-cache.server";

describe("cachedList", () => {
  let dir: string;
  let handle: DatabaseHandle;
  let builds = 0;
  const read = async () => {
    builds++;
    return (await sql<{ name: string }>`select name from things order by id`.execute(handle.db)).rows;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "list-cache-"));
    handle = openDatabase({ sqliteFile: path.join(dir, "t.sqlite") });
    await sql`create table things (id integer primary key, name text)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(() => vi.useRealTimers());

  it("builds a list once, until a write to one of its tables", async () => {
    const source = { key: "/things", tables: ["things"], dated: false };
    builds = 0;
    const first = await cachedList(handle.db, source, read);
    const second = await cachedList(handle.db, source, read);
    expect(second).toBe(first);
    expect(builds).toBe(1);
    await sql`insert into things (name) values ('Bush Bar')`.execute(handle.db);
    const third = await cachedList(handle.db, source, read);
    expect(builds).toBe(2);
    expect(third.etag).not.toBe(first.etag);
    expect(JSON.parse(new TextDecoder().decode(third.json))).toEqual({ data: [{ name: "Bush Bar" }] });
  });

  it("builds a dated list again when the hotel's date turns (Africa/Blantyre, UTC+2)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T21:30:00Z")); // 23:30 in Lilongwe
    const source = { key: "/dated", tables: ["things"], dated: true };
    builds = 0;
    await cachedList(handle.db, source, read);
    vi.setSystemTime(new Date("2026-11-23T21:59:00Z"));
    await cachedList(handle.db, source, read);
    expect(builds).toBe(1);
    vi.setSystemTime(new Date("2026-11-23T22:00:00Z")); // midnight in Lilongwe, still the 23rd in UTC
    await cachedList(handle.db, source, read);
    expect(builds).toBe(2);
  });

  it("answers gzip to a client that takes it (the same JSON) and plain JSON otherwise", async () => {
    for (let i = 0; i < 40; i++) await sql`insert into things (name) values (${`Conference room ${i}`})`.execute(handle.db);
    const list = await cachedList(handle.db, { key: "/big", tables: ["things"], dated: false }, read);
    const zipped = cachedListResponse(list, "gzip, deflate, br");
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("etag")).toBe(`W/${list.etag}`);
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).equals(Buffer.from(list.json))).toBe(true);
    const plain = cachedListResponse(list, "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("etag")).toBe(list.etag);
    expect(Buffer.from(await plain.arrayBuffer()).equals(Buffer.from(list.json))).toBe(true);
  });
});

describe("acceptsGzip", () => {
  it("reads Accept-Encoding with its q values", () => {
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("br, gzip;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("*;q=0")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("br;q=1, gzip;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0.5, identity")).toBe(false);
  });
});
