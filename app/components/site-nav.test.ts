import { describe, expect, it } from "vitest";
import { isNavGroup, mainNav } from "~/components/site-nav";
import { siteChrome } from "~/components/site-chrome-catalog";

const WITH_TOUR = { virtualTourUrl: "https://tour.example.com/umodzi" };
const NO_TOUR = { virtualTourUrl: "" };

const groups = (settings: typeof WITH_TOUR) =>
  mainNav(settings).flatMap((entry) => (isNavGroup(entry) ? [{ label: entry.label, paths: entry.items.map((item) => item.to) }] : []));
const allPaths = (settings: typeof WITH_TOUR) => mainNav(settings).flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry])).map((item) => item.to);

describe("the header menu", () => {
  it("groups the pages by what a guest comes for, in both languages", () => {
    const labels = groups(WITH_TOUR).map((group) => group.label);
    expect(labels.map((label) => siteChrome.t("en", label))).toEqual(["Stay", "Dine", "Meet & Celebrate", "Wellness", "Offers", "Club", "About"]);
    expect(labels.map((label) => siteChrome.t("ny", label))).toEqual([
      "Malo Ogona",
      "Chakudya",
      "Misonkhano ndi Maphwando",
      "Thanzi",
      "Zotsatsa",
      "Kalabu",
      "Za Hotelo",
    ]);
  });

  it("puts each page under the group a guest would look in", () => {
    const byGroup = Object.fromEntries(groups(WITH_TOUR).map((group) => [group.label, group.paths]));
    expect(byGroup["nav.stay"]).toEqual(["/accomodationService", "/villa", "/booking", "/virtualTour"]);
    expect(byGroup["nav.dine"]).toEqual(["/RestrauntService", "/BarService"]);
    expect(byGroup["nav.meet"]).toEqual(["/ConferenceService", "/EventPlan"]);
    expect(byGroup["nav.wellnessGroup"]).toEqual(["/Health%26Wellness", "/experience", "/leisure-activities"]);
    expect(byGroup["nav.offers"]).toEqual(["/promotions", "/festive"]);
    expect(byGroup["nav.club"]).toEqual(["/VIPClub", "/TermsConditions"]);
  });

  it("still links every page SPEC's menu linked, at the same address", () => {
    // Home is the hotel's name at the head of the page (the brand link), not a menu entry.
    const specMenu = [
      "/accomodationService",
      "/RestrauntService",
      "/BarService",
      "/ConferenceService",
      "/Health%26Wellness",
      "/experience",
      "/VIPClub",
      "/TermsConditions",
      "/Disclaimer",
      "/festive",
      "/promotions",
      "/career",
      "/Document",
      "/PictureGarlery",
      "/Tender",
      "/villa",
      "/ContactUs",
      "/virtualTour",
      "/EventPlan",
    ];
    const paths = allPaths(WITH_TOUR);
    expect(specMenu.filter((path) => !paths.includes(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("offers the tour only while the settings give a tour address", () => {
    expect(allPaths(WITH_TOUR)).toContain("/virtualTour");
    expect(allPaths(NO_TOUR)).not.toContain("/virtualTour");
    expect(allPaths(NO_TOUR)).toHaveLength(allPaths(WITH_TOUR).length - 1);
  });
});
