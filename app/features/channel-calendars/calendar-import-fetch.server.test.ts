import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "~/platform/http/outbound-address";
import { FeedFetchError, fetchFeed, type MayReach } from "./calendar-import-fetch.server";

const CALENDAR = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Agency//EN\r\nEND:VCALENDAR\r\n";
const none = { etag: null, lastModified: null };

/** An agency on this machine: each path answers as told, and every request is counted. */
describe("reading an agency's calendar over HTTP (decision 070)", () => {
  let server: http.Server;
  let port = 0;
  const seen: string[] = [];
  // This machine stands for the agency; the rest of the rules are the real ones.
  const onlyThisMachine: MayReach = (address) => address === "127.0.0.1" || isPublicAddress(address);

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url ?? "");
      const [path = "", query = ""] = (req.url ?? "").split("?");
      if (path === "/cal.ics") return void res.writeHead(200, { "content-type": "text/calendar", etag: '"v1"' }).end(CALENDAR);
      if (path === "/gzip.ics") return void res.writeHead(200, { "content-type": "text/calendar", "content-encoding": "gzip" }).end(gzipSync(CALENDAR));
      if (path === "/to") return void res.writeHead(302, { location: decodeURIComponent(query) }).end();
      if (path === "/loop") return void res.writeHead(301, { location: "/loop" }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const base = () => `http://127.0.0.1:${port}`;
  const failure = async (url: string, mayReach: MayReach = onlyThisMachine) => {
    const error = await fetchFeed(url, none, { mayReach }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(FeedFetchError);
    return (error as FeedFetchError).message;
  };

  it("reads a calendar with its validators, and one its server compressed unasked", async () => {
    expect(await fetchFeed(`${base()}/cal.ics`, none, { mayReach: onlyThisMachine })).toEqual({ kind: "calendar", text: CALENDAR, etag: '"v1"', lastModified: null });
    expect(await fetchFeed(`${base()}/gzip.ics`, none, { mayReach: onlyThisMachine })).toMatchObject({ kind: "calendar", text: CALENDAR });
  });

  it("follows a redirect to an address it may read, and refuses one to this machine's other addresses, a private network or a cloud's metadata", async () => {
    expect(await fetchFeed(`${base()}/to?${encodeURIComponent(`${base()}/cal.ics`)}`, none, { mayReach: onlyThisMachine })).toMatchObject({ kind: "calendar" });
    for (const [target, address] of [
      ["http://169.254.169.254/latest/meta-data/", "169.254.169.254"],
      [`http://[::1]:${port}/cal.ics`, "::1"],
      [`http://10.1.2.3:${port}/cal.ics`, "10.1.2.3"],
      [`http://[::ffff:127.0.0.2]:${port}/cal.ics`, "::ffff:7f00:2"],
    ] as const) {
      const before = seen.length;
      expect(await failure(`${base()}/to?${encodeURIComponent(target)}`)).toContain(`leads to ${address}, which is not on the public internet`);
      // The redirect was asked for; where it led was never reached.
      expect(seen.length).toBe(before + 1);
    }
    expect(await failure(`${base()}/loop`)).toBe("The agency's address redirected more than 5 times");
    expect(await failure(`${base()}/to?${encodeURIComponent("file:///etc/passwd")}`)).toBe("The agency's address redirected to something other than a web address");
  });

  it("judges a name by the address it resolves to when connecting, before any request is sent", async () => {
    const before = seen.length;
    expect(await failure(`http://localhost:${port}/cal.ics`, isPublicAddress)).toMatch(/leads to (127\.0\.0\.1|::1), which is not on the public internet/);
    expect(await failure(`http://127.0.0.1:${port}/cal.ics`, isPublicAddress)).toContain("leads to 127.0.0.1");
    expect(seen.length).toBe(before);
  });
});

describe("which addresses are on the public internet", () => {
  it("refuses this machine, private networks, link-local, carrier NAT, documentation and multicast ranges, in both families and IPv4 written as IPv6", () => {
    for (const address of ["127.0.0.1", "127.9.9.9", "0.0.0.0", "10.0.0.1", "172.16.5.4", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "192.0.2.10", "198.18.0.1", "224.0.0.1", "255.255.255.255",
      "::1", "::", "fe80::1", "fe80::1%eth0", "fc00::1", "fd12:3456::1", "ff02::1", "2001:db8::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:a9fe:a9fe", "64:ff9b::10.0.0.1", "[::1]", "localhost", "example.com", ""]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("reads the public internet", () => {
    for (const address of ["8.8.8.8", "41.77.10.1", "172.32.0.1", "100.128.0.1", "2a00:1450:4001::1", "::ffff:8.8.8.8", "64:ff9b::808:808"]) expect(isPublicAddress(address), address).toBe(true);
  });
});
