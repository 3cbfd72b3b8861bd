import { describe, expect, it } from "vitest";
import { listHref, pageLinks, pageOfList, readListState } from "./list-page";

const rooms = Array.from({ length: 30 }, (_, i) => ({ name: i === 29 ? "Café Suite" : `Room ${i + 1}` }));
const nameOf = (r: { name: string }) => r.name;

describe("pageOfList", () => {
  it("shows 12 a page and clamps a page past the end to the last", () => {
    expect(pageOfList(rooms, nameOf, { q: "", page: 1 }).items.map(nameOf)).toEqual(rooms.slice(0, 12).map(nameOf));
    const last = pageOfList(rooms, nameOf, { q: "", page: 9 });
    expect([last.page, last.pages, last.items.length, last.matched]).toEqual([3, 3, 6, 30]);
  });

  it("filters by name, ignoring case, accents and extra spaces", () => {
    expect(pageOfList(rooms, nameOf, { q: "cafe  SUITE", page: 1 }).items.map(nameOf)).toEqual(["Café Suite"]);
    const ones = pageOfList(rooms, nameOf, { q: "room 1", page: 1 });
    expect(ones.matched).toBe(11); // Room 1, 10–19
    expect(pageOfList(rooms, nameOf, { q: "nothing", page: 2 })).toMatchObject({ items: [], page: 1, pages: 1, matched: 0 });
  });
});

describe("list URLs", () => {
  it("reads q and page, refusing nonsense pages", () => {
    expect(readListState(new URLSearchParams("q=%20Suite%20&page=2"))).toEqual({ q: "Suite", page: 2 });
    expect(readListState(new URLSearchParams("page=-1"))).toEqual({ q: "", page: 1 });
    expect(readListState(new URLSearchParams("page=abc"))).toEqual({ q: "", page: 1 });
  });

  it("keeps the tab and search in page links, and leaves page 1 out", () => {
    expect(listHref({ tab: "view" }, { q: "suite", page: 1 }, { page: 3 })).toBe("?tab=view&q=suite&page=3");
    expect(listHref({ tab: "view" }, { q: "", page: 3 }, { page: 1 })).toBe("?tab=view");
  });

  it("offers the first, last and neighbouring pages with gaps", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
  });
});
