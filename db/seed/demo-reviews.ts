/**
 * The demo's guest reviews for the home page: text only (no picture), so they live apart from
 * demo-content.ts, whose lists each come with a generated picture. Demo guests and words: the
 * hotel's own guests' reviews replace them on /reviews.
 */

export interface DemoReview {
  quote: string;
  guestName: string;
  stay: string | null;
  rating: number | null;
  /** Chichewa versions by field (draft wording, for the hotel's staff to review). */
  ny?: Readonly<Record<string, string>>;
}

/** Oldest first: the seed adds them in this order, and the home page shows the newest two. */
export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    quote: "We held a three-day regional summit in the convention centre. The banqueting team fed four hundred delegates without a single late course, and every room was ready when we arrived.",
    guestName: "Thandiwe M., Johannesburg",
    stay: "Conference guest, September 2025",
    rating: 5,
    ny: {
      quote: "Tinachita msonkhano wa masiku atatu mu holo ya misonkhano. Gulu la zakudya linadyetsa nthumwi mazana anayi popanda chakudya chimodzi kuchedwa, ndipo chipinda chilichonse chinali chokonzeka titafika.",
      stay: "Mlendo wa msonkhano, Seputembala 2025",
    },
  },
  {
    quote: "A quiet, beautifully kept room after a long flight, and breakfast on the terrace was the best start to our week in Malawi. The concierge arranged our trip to the lake in an afternoon.",
    guestName: "Daniel and Ruth K., London",
    stay: "Stayed in a Classic King room, January 2026",
    rating: 4,
    ny: {
      quote: "Chipinda chabata, chosamalidwa bwino titayenda ulendo wautali wa ndege, ndipo chakudya cham'mawa pa bwalo chinali chiyambi chabwino kwambiri cha sabata lathu ku Malawi. Woyang'anira alendo anakonza ulendo wathu wopita ku nyanja masana amodzi.",
      stay: "Anakhala m'chipinda cha Classic King, Januwale 2026",
    },
  },
  {
    quote: "The staff remembered our anniversary before we mentioned it: flowers in the suite, a table by the window at dinner. It felt like coming home to family.",
    guestName: "Chikondi and Grace B., Blantyre",
    stay: "Stayed in the Presidential Suite, March 2026",
    rating: 5,
    ny: {
      quote: "Ogwira ntchito anakumbukira tsiku lathu lokumbukira ukwati tisananene kanthu: maluwa m'chipinda, tebulo pafupi ndi zenera pa chakudya chamadzulo. Tinamva ngati tafika kwathu kwa abale.",
      stay: "Anakhala m'chipinda cha Presidential Suite, Malichi 2026",
    },
  },
];
