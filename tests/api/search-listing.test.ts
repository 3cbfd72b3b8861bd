import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, loginAsStaff } from "../support/api-client";
import { type RunningServer, startServer } from "../support/start-server";

/** Every JSON-LD block of a page, parsed as a search engine would. */
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

function metaContent(html: string, attribute: "property" | "name", key: string): string | null {
  const tag = new RegExp(`<meta ${attribute}="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)"/>`).exec(html);
  const entities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
  return tag ? tag[1]!.replace(/&amp;|&quot;|&#x27;|&lt;|&gt;/g, (e) => entities[e]!) : null;
}

interface Room {
  fee: number;
  inventory: number;
}
interface Space {
  name: string;
  fee: string;
  cinema: number | null;
  classroom: number | null;
  u_shape: number | null;
  boardroom: number | null;
  banquet: number | null;
  cocktail: number | null;
}

const kwacha = (n: number) => `MWK ${n.toLocaleString("en-GB")}`;

/**
 * The settings are changed here, so the file has servers of its own (one per engine) with the
 * demo records: rooms with rates and pictures, the convention centre's spaces.
 */
describe.each(["sqlite", "postgres"] as const)("the hotel as search engines list it on %s", (engine) => {
  let server: RunningServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer({ engine });
    admin = await loginAsStaff(server.url);
  });

  afterAll(async () => {
    await server?.stop();
  });

  const settings = async () => (await api(server.url, "/api/settings")).body.data;

  it("describes the hotel on the home page from the settings and the room records, with an absolute picture for link previews", async () => {
    const home = await api(server.url, "/");
    expect(home.status).toBe(200);
    const blocks = jsonLd(home.body);
    expect(blocks).toHaveLength(1);
    const hotel = blocks[0]!;
    const s = await settings();
    const rooms: Room[] = (await api(server.url, "/api/rooms?per_page=100")).body.data;
    const rates = rooms.map((r) => r.fee).filter((fee) => fee > 0);
    expect(rates.length).toBeGreaterThan(1);

    expect(hotel).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Hotel",
      name: s.hotelName,
      telephone: s.phone24h,
      email: s.email,
      address: { "@type": "PostalAddress", streetAddress: s.address, addressLocality: "Lilongwe", addressCountry: "MW" },
      geo: { "@type": "GeoCoordinates" },
      starRating: { "@type": "Rating", ratingValue: 5 },
      numberOfRooms: rooms.reduce((sum, r) => sum + r.inventory, 0),
      priceRange: `${kwacha(Math.min(...rates))} – ${kwacha(Math.max(...rates))}`,
      url: `${server.url}/`,
    });
    expect(hotel.numberOfRooms).toBeGreaterThan(0);
    expect(hotel.geo.latitude).toBeCloseTo(-13.96, 1);
    expect(hotel.geo.longitude).toBeCloseTo(33.78, 1);

    // The hero picture, absolute, served by the media pipeline; the link preview shows the same one.
    expect(hotel.image).toMatch(new RegExp(`^${server.url}/media/`));
    const picture = await fetch(hotel.image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toMatch(/^image\//);
    expect(metaContent(home.body, "property", "og:image")).toBe(hotel.image);
    expect(metaContent(home.body, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(home.body, "property", "og:title")).toContain(s.hotelName);
    expect(metaContent(home.body, "property", "og:description")).toContain("five-star hotel");
    expect(metaContent(home.body, "property", "og:url")).toBe(`${server.url}/`);
  });

  it("describes the convention centre on the Events page: its rooms and the largest gathering from the records", async () => {
    const page = await api(server.url, "/ConferenceService");
    expect(page.status).toBe(200);
    const blocks = jsonLd(page.body);
    expect(blocks).toHaveLength(1);
    const venue = blocks[0]!;
    const s = await settings();
    const spaces: Space[] = (await api(server.url, "/api/events?per_page=100")).body.data.filter((sp: Space) => sp.name !== "main");
    const most = (sp: Space) => Math.max(0, sp.cinema ?? 0, sp.classroom ?? 0, sp.u_shape ?? 0, sp.boardroom ?? 0, sp.banquet ?? 0, sp.cocktail ?? 0);
    expect(spaces.length).toBeGreaterThan(1);

    expect(venue).toMatchObject({
      "@context": "https://schema.org",
      "@type": "EventVenue",
      telephone: s.phone24h,
      address: { "@type": "PostalAddress", streetAddress: s.address },
      maximumAttendeeCapacity: Math.max(...spaces.map(most)),
      containedInPlace: { "@type": "Hotel", name: s.hotelName, url: `${server.url}/` },
      url: `${server.url}/ConferenceService`,
    });
    expect(venue.containsPlace).toHaveLength(spaces.length);
    for (const room of venue.containsPlace) expect(room["@type"]).toBe("MeetingRoom");
    const capacities = venue.containsPlace.map((r: { maximumAttendeeCapacity?: number }) => r.maximumAttendeeCapacity ?? 0).sort((a: number, b: number) => a - b);
    expect(capacities).toEqual(spaces.map(most).sort((a, b) => a - b));
    expect(venue.amenityFeature.map((f: { name: string }) => f.name)).toContain("Live streaming of your sessions");
    if (venue.image) expect(venue.image).toMatch(new RegExp(`^${server.url}/media/`));
  });

  it("follows a change of the settings, and a name with </script> in it cannot end the block", async () => {
    const name = 'Umodzi </script><script>alert("x")</script> Park';
    const saved = await api(server.url, "/api/settings", {
      method: "PUT",
      token: admin,
      body: JSON.stringify({ hotelName: name, phone24h: "+265 1 999 123", email: "stay@umodzipark.example" }),
    });
    expect(saved.status).toBe(200);

    for (const path of ["/", "/ConferenceService"]) {
      const html = (await api(server.url, path)).body as string;
      expect(html, path).not.toContain('<script>alert("x")');
      const [block] = jsonLd(html);
      expect(block, path).toBeTruthy();
      expect(block!.telephone, path).toBe("+265 1 999 123");
      expect(block!.email, path).toBe("stay@umodzipark.example");
      // Written with < escaped, read back whole.
      expect(html, path).toContain("Umodzi \\u003c/script\\u003e\\u003cscript\\u003e");
      expect(path === "/" ? block!.name : block!.containedInPlace.name, path).toBe(name);
    }
  });
});
