/**
 * Demo content for a fresh installation: the hotel's rooms, bars, dining, wellness, events
 * spaces, team and offers, written from SPEC.md §1–3 (with DECISIONS §4's spelling fixes in
 * every visible text). Pure data: no runtime imports, so anything may read it.
 *
 * Rules kept while writing the copy:
 * - facts (sizes, beds, occupancy, opening hours, happy hours, capacities) come from SPEC;
 * - nothing else is claimed as fact: where SPEC gives no figure (a breakout room's
 *   capacity, a restaurant's hours) the text invites guests to ask instead of inventing one;
 * - `name` columns keep SPEC's spelling because the site looks records up by them
 *   ("afroma restraunt", "GYM", "main"); `message`/`description` text is corrected;
 * - people are invented and obviously demo; rates are illustrative demo figures in kwacha;
 * - layout capacities are SPEC's for the Banqueting Hall; those of the smaller rooms are
 *   illustrative demo figures (SPEC publishes none), for the capacity chart to have data;
 * - the villa count is a site setting (DECISIONS §4), so no text hard-codes it.
 *
 * Every record carries an `image` description that render-demo-image.server.ts turns into a
 * branded placeholder picture.
 */
import type { ROOM_TYPES } from "../../app/features/rooms/room-types";
import type { ManagementPosition } from "../../app/features/management-team/positions";
import type { HALLS, LayoutKey, SUB_ROOMS } from "../../app/features/conference-rooms/conference-room-choices";
import type { HeroPage } from "../../app/features/gallery/page-heroes";

/** Line-art motifs the demo picture generator can draw. */
export const MOTIFS = [
  "bed",
  "twin-beds",
  "suite",
  "villa",
  "desk",
  "shower",
  "screen",
  "safe",
  "minibar",
  "cocktail",
  "wine",
  "dining",
  "gym",
  "aerobics",
  "spa",
  "pool",
  "hall",
  "auditorium",
  "meeting",
  "foyer",
  "person",
  "kart",
  "rollers",
  "play",
  "gift",
  "sun",
  "leaf",
  "flag",
  "bloom",
  "key",
  "mug",
  "tree",
  "egg",
  "sparkle",
] as const;

export type Motif = (typeof MOTIFS)[number];

/**
 * What a demo picture shows. By default an illustrated scene of the motif's place or thing (a
 * bedroom, the pool, a plate; demo-scenes.ts), which carries no text; `title` and `subtitle`
 * name the picture (and vary the scene).
 */
export interface DemoImageSpec {
  title: string;
  /** Small uppercase caption under the title on a poster (e.g. the room an item belongs to). */
  subtitle?: string;
  motif: Motif;
  /**
   * "poster": an offer's artwork (title in serif and a gold line-art motif on the hotel's teal);
   * "logo": a partner's mark (emblem and name on cream). Motifs without a scene are posters too.
   */
  style?: "logo" | "poster";
}

export type RoomTypeName = (typeof ROOM_TYPES)[number];

/**
 * A record's Chichewa versions (DECISIONS §10), by the field's API name (the declaration's
 * `translatable` list: a room's `name`, `description`, `inclusions`; a hall's `name`, `fee`,
 * `capacity`), written to record_translations beside the record. Every shown field has one, so
 * the Chichewa pages read the demo in Chichewa; a look-up key ("main") is never shown and has
 * none. Names stay as they are where they are names (rooms, halls, bars, brands: docs/glossary.md),
 * so a room is called the same on every page, in every email and in the pages' own wording.
 * Draft wording: the hotel's staff review it before launch.
 */
export type ChichewaVersions = Readonly<Record<string, string>>;

export interface DemoRoom {
  name: RoomTypeName;
  /**
   * The nightly rate in whole kwacha, tax included, as the hotel quotes it: shown on the room
   * cards ("from MWK … a night") and priced by /booking. The Winter and Weekend promotions sit below it.
   */
  fee: number;
  /** Rooms of this type: the hotel's 130 rooms, ten of them Presidential Suites (as the description says). */
  inventory: number;
  /** Guests one room sleeps, children included, as its description promises. */
  maxGuests: number;
  description: string;
  /** What the rate includes, one item per line (the booking page lists it). */
  inclusions: string;
  image: DemoImageSpec;
  ny: ChichewaVersions;
}

export interface DemoRoomItem {
  room_name: Exclude<RoomTypeName, "Presidential Villa">;
  item_name: string;
  image: DemoImageSpec;
  ny: ChichewaVersions;
}

export interface DemoMessageCard {
  name: string;
  message: string;
  image: DemoImageSpec;
  ny: ChichewaVersions;
}

export interface DemoOfferCard extends DemoMessageCard {
  /** Rate in whole kwacha (MWK). */
  fee: number;
}

export interface DemoConferenceRoom {
  hall: (typeof HALLS)[number];
  /** Sub-room (SPEC's wire name: `fee`). */
  sub_room: (typeof SUB_ROOMS)[number];
  capacity: string;
  /** People per seating layout; a layout not listed is not offered there. */
  layouts: Partial<Record<LayoutKey, number>>;
  image: DemoImageSpec;
  ny: ChichewaVersions;
}

export interface DemoPerson {
  name: string;
  image: DemoImageSpec;
}

export interface DemoManager extends DemoPerson {
  position: ManagementPosition;
}

// ---------------------------------------------------------------------------------------------
// Accommodation

export const DEMO_ROOMS: readonly DemoRoom[] = [
  {
    name: "Classic King",
    fee: 285_000,
    inventory: 64,
    maxGuests: 2,
    description:
      "A calm, generously proportioned room of 55 m² arranged around one king-size bed, for up to two adults. " +
      "Ideal for business travellers and couples who want to be in the heart of Lilongwe's business district, " +
      "with the hotel's dining, bars and wellness facilities a few steps away.",
    inclusions: "Breakfast for two\nWi-Fi throughout the hotel\nUse of the gym and pool",
    image: { title: "Classic King", subtitle: "55 m² · One king bed", motif: "bed" },
    ny: {
      name: "Classic King",
      description:
        "Chipinda chabata komanso chachikulu cha 55 m², chokhala ndi bedi limodzi lalikulu (king), cha akuluakulu mpaka awiri. " +
        "Ndi choyenera kwa anthu oyenda pa bizinesi ndi okwatirana omwe akufuna kukhala pakatikati pa dera la zamalonda la Lilongwe, " +
        "ndi malo odyera, malo omwera ndi malo a thanzi ndi kupumula a hotelo pafupi kwambiri.",
      inclusions: "Chakudya cham'mawa cha anthu awiri\nWi-Fi m'hotelo monse\nKugwiritsa ntchito gym ndi dziwe losambira",
    },
  },
  {
    name: "Classic Twin",
    fee: 265_000,
    inventory: 40,
    maxGuests: 2,
    description:
      "Two three-quarter beds in 40 m² of quiet, thoughtfully planned space, for up to two adults. " +
      "A practical, comfortable choice for colleagues attending an event at the convention centre, " +
      "or for friends sharing a stay.",
    inclusions: "Breakfast for two\nWi-Fi throughout the hotel\nUse of the gym and pool",
    image: { title: "Classic Twin", subtitle: "40 m² · Two three-quarter beds", motif: "twin-beds" },
    ny: {
      name: "Classic Twin",
      description:
        "Mabedi awiri apakatikati m'chipinda chabata, chokonzedwa mwanzeru, cha 40 m², cha akuluakulu mpaka awiri. " +
        "Ndi chisankho chabwino komanso chomasuka kwa anzanu a kuntchito omwe abwera ku chochitika ku holo ya misonkhano, " +
        "kapena kwa abwenzi ogona limodzi.",
      inclusions: "Chakudya cham'mawa cha anthu awiri\nWi-Fi m'hotelo monse\nKugwiritsa ntchito gym ndi dziwe losambira",
    },
  },
  {
    name: "Executive Suite",
    fee: 520_000,
    inventory: 10,
    maxGuests: 6,
    description:
      "Room to live, work and unwind: the Executive Suite spreads across three bedrooms, " +
      "so families, delegations and small teams can stay together under one door " +
      "while everyone keeps a private space of their own.",
    inclusions: "Breakfast for every guest\nWi-Fi throughout the hotel\nAirport transfer on arrival\nUse of the gym and pool",
    image: { title: "Executive Suite", subtitle: "Three bedrooms", motif: "suite" },
    ny: {
      name: "Executive Suite",
      description:
        "Malo okhala, ogwirira ntchito ndi opumulira: Executive Suite ili ndi zipinda zitatu zogona, " +
        "kotero kuti mabanja, nthumwi ndi magulu ang'onoang'ono a ntchito akhoza kukhala pamodzi pa khomo limodzi, " +
        "aliyense ali ndi malo akeake achinsinsi.",
      inclusions: "Chakudya cham'mawa cha mlendo aliyense\nWi-Fi m'hotelo monse\nKukutengani ku bwalo la ndege pofika\nKugwiritsa ntchito gym ndi dziwe losambira",
    },
  },
  {
    name: "Presidential Suite",
    fee: 1_250_000,
    inventory: 10,
    maxGuests: 6,
    description:
      "Our signature suite: 70 m² with one king-size bed and two three-quarter beds, " +
      "welcoming up to four adults and two children. One of ten Presidential Suites among the hotel's 130 rooms, " +
      "it is made for families and distinguished guests who expect space, privacy and five-star service.",
    inclusions: "Breakfast for every guest\nWi-Fi throughout the hotel\nAirport transfer both ways\nA butler on call",
    image: { title: "Presidential Suite", subtitle: "70 m² · Up to 4 adults and 2 children", motif: "suite" },
    ny: {
      name: "Presidential Suite",
      description:
        "Suite yathu yapadera: 70 m², ndi bedi limodzi lalikulu (king) ndi mabedi awiri apakatikati, " +
        "ya akuluakulu mpaka anayi ndi ana awiri. Ndi imodzi mwa ma Presidential Suite khumi pakati pa zipinda 130 za hotelo, " +
        "yokonzedwera mabanja ndi alendo olemekezeka omwe amafuna malo okwanira, chinsinsi ndi utumiki wa hotelo ya nyenyezi zisanu.",
      inclusions: "Chakudya cham'mawa cha mlendo aliyense\nWi-Fi m'hotelo monse\nKukutengani ndi kukuperekezani ku bwalo la ndege\nWoperekera chithandizo (butler) nthawi iliyonse",
    },
  },
  {
    name: "Presidential Villa",
    fee: 780_000,
    inventory: 6,
    maxGuests: 6,
    description:
      "A private Presidential Villa for guests who want a home of their own within the resort. " +
      "Each villa comes with the full set of amenities described on our Villas page, " +
      "with the spa and all of the hotel's restaurants, bars and wellness facilities close at hand.",
    inclusions: "Breakfast for every guest\nWi-Fi throughout the resort\nAirport transfer both ways\nA private chef on request",
    image: { title: "Presidential Villa", subtitle: "Private villa living", motif: "villa" },
    ny: {
      name: "Presidential Villa",
      description:
        "Villa ya Presidential yapadera ya alendo omwe akufuna nyumba yawoyawo mkati mwa malo a hotelo. " +
        "Villa iliyonse ili ndi zonse zofunika zomwe zafotokozedwa pa tsamba lathu la Ma Villa, " +
        "ndipo spa ndi malo onse odyera, omwera ndi a thanzi ndi kupumula a hotelo ali pafupi.",
      inclusions: "Chakudya cham'mawa cha mlendo aliyense\nWi-Fi m'malo onse a hotelo\nKukutengani ndi kukuperekezani ku bwalo la ndege\nWophika wanuwanu mukapempha",
    },
  },
];

/** A demo room: its number or name and floor (the villas stand in the gardens, floor 0). */
export interface DemoHotelRoom {
  number: string;
  floor: number;
}

const roomsOnFloors = (floors: readonly number[], first: number, perFloor: number): DemoHotelRoom[] =>
  floors.flatMap((floor) => Array.from({ length: perFloor }, (_, k) => ({ number: String(floor * 100 + first + k), floor })));

/**
 * The hotel's 130 rooms by type (decision 058), as a believable house: Classic Kings 101–116 on
 * floors 1 to 4, Classic Twins 117–126 beside them, Executive Suites on the fifth floor,
 * Presidential Suites on the sixth, and the six villas in the gardens. Each type has as many
 * rooms as its inventory above (a test checks it).
 */
export const DEMO_HOTEL_ROOMS: Readonly<Record<RoomTypeName, readonly DemoHotelRoom[]>> = {
  "Classic King": roomsOnFloors([1, 2, 3, 4], 1, 16),
  "Classic Twin": roomsOnFloors([1, 2, 3, 4], 17, 10),
  "Executive Suite": roomsOnFloors([5], 1, 10),
  "Presidential Suite": roomsOnFloors([6], 1, 10),
  "Presidential Villa": ["Mbuna", "Chambo", "Usipa", "Kampango", "Mpasa", "Utaka"].map((fish) => ({ number: `Villa ${fish}`, floor: 0 })),
};

/** An item of a room type's kit, pictured with the room's name under it. */
const roomItem = (room_name: DemoRoomItem["room_name"], item_name: string, itemName_ny: string, motif: Motif, title = item_name): DemoRoomItem => ({
  room_name,
  item_name,
  image: { title, subtitle: room_name, motif },
  ny: { itemName: itemName_ny },
});

/** The items' Chichewa names, one per item whatever the room: the same thing is called the same way. */
const ITEM_NY = {
  kingBed: "Bedi lalikulu (king)",
  desk: "Desiki logwirira ntchito",
  tv: "Smart TV",
  safe: "Sefu yosungira zinthu zamtengo wapatali",
  minibar: "Minibar (firiji ya zakumwa)",
};

export const DEMO_ROOM_ITEMS: readonly DemoRoomItem[] = [
  roomItem("Classic King", "King bed", ITEM_NY.kingBed, "bed"),
  roomItem("Classic King", "Work desk", ITEM_NY.desk, "desk"),
  roomItem("Classic King", "Smart TV", ITEM_NY.tv, "screen"),
  roomItem("Classic King", "In-room safe", ITEM_NY.safe, "safe"),

  roomItem("Classic Twin", "Two three-quarter beds", "Mabedi awiri apakatikati", "twin-beds", "Three-quarter beds"),
  roomItem("Classic Twin", "Work desk", ITEM_NY.desk, "desk"),
  roomItem("Classic Twin", "Smart TV", ITEM_NY.tv, "screen"),

  roomItem("Executive Suite", "Three bedrooms", "Zipinda zitatu zogona", "bed"),
  roomItem("Executive Suite", "Minibar", ITEM_NY.minibar, "minibar"),
  roomItem("Executive Suite", "Work desk", ITEM_NY.desk, "desk"),
  roomItem("Executive Suite", "Smart TV", ITEM_NY.tv, "screen"),

  roomItem("Presidential Suite", "King bed", ITEM_NY.kingBed, "bed"),
  roomItem("Presidential Suite", "Rain shower", "Shawa yaikulu yothira ngati mvula", "shower"),
  roomItem("Presidential Suite", "Minibar", ITEM_NY.minibar, "minibar"),
  roomItem("Presidential Suite", "In-room safe", ITEM_NY.safe, "safe"),
];

// ---------------------------------------------------------------------------------------------
// Bars, dining, wellness ("main" is each page's introduction)

export const DEMO_BARS: readonly DemoMessageCard[] = [
  {
    name: "main",
    message:
      "From sundowners on the terrace to evenings with entertainment, our three bars each have a character of their own. " +
      "Choose the Bush Bar, the Afroma Terrace Bar or the Wild Orchid, and look out for their happy-hour promotions.",
    image: { title: "Bars", subtitle: "Three bars, three moods", motif: "cocktail" },
    ny: {
      message:
        "Kuyambira zakumwa za madzulo pa khonde mpaka madzulo a zosangalatsa, malo athu omwera atatu lililonse lili ndi kakhalidwe kake. " +
        "Sankhani Bush Bar, Afroma Terrace Bar kapena Wild Orchid, ndipo yang'anirani zotsatsa zawo za happy hour.",
    },
  },
  {
    name: "bush bar",
    message:
      "The Bush Bar is the place to unwind after a long day or a full programme at the convention centre. " +
      "During happy hour every drink is 50% off. Ask our team for today's happy-hour times and entertainment.",
    image: { title: "Bush Bar", subtitle: "Happy hour · 50% off drinks", motif: "leaf" },
    ny: {
      name: "Bush Bar",
      message:
        "Bush Bar ndi malo opumulirako mutatha tsiku lalitali kapena pulogalamu yodzaza ku holo ya misonkhano. " +
        "Nthawi ya happy hour chakumwa chilichonse chimachotsedwa 50% pa mtengo wake. Funsani gulu lathu nthawi za happy hour za lero ndi zosangalatsa.",
    },
  },
  {
    name: "afroma bar",
    message:
      "The Afroma Terrace Bar catches the best of the Lilongwe evening. Happy hour runs from 5 to 7 pm with two drinks for the price of one. " +
      "Open Monday to Thursday 14:00–22:30, and Friday to Sunday 12:00–00:30.",
    image: { title: "Afroma Terrace Bar", subtitle: "Happy hour 5–7 pm · 2 for 1", motif: "cocktail" },
    ny: {
      name: "Afroma Terrace Bar",
      message:
        "Afroma Terrace Bar ndi malo abwino koposa osangalalira madzulo a ku Lilongwe. Happy hour ndi kuyambira 17:00 mpaka 19:00, zakumwa ziwiri pa mtengo wa chimodzi. " +
        "Imatsegulidwa Lolemba mpaka Lachinayi 14:00–22:30, ndi Lachisanu mpaka Lamulungu 12:00–00:30.",
    },
  },
  {
    name: "orchid bar",
    message:
      "The Wild Orchid is our evening bar, with happy-hour promotions and entertainment. " +
      "Open Monday to Friday 6:00 pm–12:30 am; Saturday 12:30–4:30 pm and 6:00 pm–12:30 am; Sunday 7:00–10:00 pm.",
    image: { title: "Wild Orchid", subtitle: "Evenings until 12:30 am", motif: "wine" },
    ny: {
      name: "Wild Orchid",
      message:
        "Wild Orchid ndi malo athu omwera a madzulo, ndi zotsatsa za happy hour ndi zosangalatsa. " +
        "Imatsegulidwa Lolemba mpaka Lachisanu 18:00–00:30; Loweruka 12:30–16:30 ndi 18:00–00:30; Lamulungu 19:00–22:00.",
    },
  },
];

export const DEMO_RESTAURANTS: readonly DemoMessageCard[] = [
  {
    name: "main",
    message:
      "Whether it is a breakfast meeting, a business lunch or a celebration dinner, our restaurants set the table with five-star care. " +
      "Book a table for your group or event, and join the Presidential VIP Club to save up to 35% when you dine with us.",
    image: { title: "Dining", subtitle: "Restaurants & private dining", motif: "dining" },
    ny: {
      message:
        "Kaya ndi msonkhano wa chakudya cham'mawa, chakudya chamasana cha bizinesi kapena chakudya chamadzulo cha chikondwerero, malo athu odyera amakonza tebulo mosamala ngati hotelo ya nyenyezi zisanu. " +
        "Sungitsani tebulo la gulu lanu kapena la chochitika chanu, ndipo lowani mu Presidential VIP Club kuti muzipeza kuchotsera mpaka 35% mukamadya nafe.",
    },
  },
  {
    name: "afroma restraunt",
    message:
      "Afroma Restaurant is an easy-going setting for lunch with colleagues or dinner with friends. " +
      "Reserve through Book a Table, or ask at reception for today's opening hours.",
    image: { title: "Afroma Restaurant", subtitle: "Relaxed dining", motif: "dining" },
    ny: {
      name: "Afroma Restaurant",
      message:
        "Afroma Restaurant ndi malo omasuka a chakudya chamasana ndi anzanu a kuntchito kapena chakudya chamadzulo ndi abwenzi. " +
        "Sungitsani kudzera pa Sungitsani Tebulo, kapena funsani ku malo olandirira alendo nthawi zotsegula za lero.",
    },
  },
  {
    name: "orchid restraunt",
    message:
      "Orchid Restaurant is made for evenings that deserve a little ceremony, from anniversaries to dinners with visiting partners. " +
      "Reserve through Book a Table; VIP Club members enjoy dining discounts of up to 35%.",
    image: { title: "Orchid Restaurant", subtitle: "Evening dining", motif: "wine" },
    ny: {
      name: "Orchid Restaurant",
      message:
        "Orchid Restaurant ndi yokonzedwera madzulo oyenera mwambo, kuyambira zikumbutso za ukwati mpaka chakudya chamadzulo ndi anzanu a bizinesi ochokera kutali. " +
        "Sungitsani kudzera pa Sungitsani Tebulo; mamembala a VIP Club amapeza kuchotsera pa chakudya mpaka 35%.",
    },
  },
];

export const DEMO_WELLNESS: readonly DemoMessageCard[] = [
  {
    name: "main",
    message:
      "Keep your routine or find a new one. The gym is open 24 hours a day, 7 days a week, " +
      "the spa welcomes you daily from 7:00 am to 9:00 pm, and the heated outdoor swimming pool, " +
      "with a lifeguard on duty and towels provided, is open Monday to Sunday from 7:00 am to 4:00 pm.",
    image: { title: "Health & Wellness", subtitle: "Spa · Gym · Pool", motif: "spa" },
    ny: {
      message:
        "Pitirizani chizolowezi chanu kapena yambani china chatsopano. Gym ndi yotsegula maola 24 pa tsiku, masiku 7 pa sabata, " +
        "spa imakulandirani tsiku lililonse kuyambira 7:00 mpaka 21:00, ndipo dziwe losambira lotenthetsedwa la panja, " +
        "lokhala ndi woyang'anira osambira nthawi zonse ndi matawulo operekedwa, ndi lotsegula Lolemba mpaka Lamulungu kuyambira 7:00 mpaka 16:00.",
    },
  },
  {
    name: "GYM",
    message:
      "Our gym on the second floor is open 24 hours a day, 7 days a week, " +
      "so you can train before an early meeting or unwind after a late flight.",
    image: { title: "Gym", subtitle: "24 hours · 7 days · Second floor", motif: "gym" },
    // The Health & Wellness page's own wording for the gym (wellness.messages.json), word for word.
    ny: {
      name: "Gym",
      message:
        "Gym yathu pa floor yachiwiri ndi yotsegula maola 24 pa tsiku, masiku 7 pa sabata, " +
        "kuti muzitha kuchita masewera olimbitsa thupi msonkhano wa m'mawa usanayambe kapena kupumula mutafika pa ndege ya usiku.",
    },
  },
  {
    name: "Aerobics",
    message:
      "Energising group aerobics sessions for every fitness level. " +
      "Sessions run Monday to Friday 9:00–22:00, Saturday 10:00–22:00 and Sunday 12:00–22:00; " +
      "ask the wellness team for this week's timetable.",
    image: { title: "Aerobics", subtitle: "Group sessions · All levels", motif: "aerobics" },
    ny: {
      name: "Aerobics",
      message:
        "Aerobics ya magulu yopatsa mphamvu, ya aliyense kaya wangoyamba kumene kapena ndi wolimba kale. " +
        "Magawo amachitika Lolemba mpaka Lachisanu 9:00–22:00, Loweruka 10:00–22:00 ndi Lamulungu 12:00–22:00; " +
        "funsani gulu la thanzi ndi kupumula ndandanda ya sabata ino.",
    },
  },
  {
    name: "Swimming Pool",
    message:
      "The heated outdoor pool is open Monday to Sunday from 7:00 am to 4:00 pm, " +
      "with a lifeguard on duty, loungers on the deck and towels provided at the poolside.",
    image: { title: "Swimming Pool", subtitle: "Heated · Outdoor", motif: "pool" },
    ny: {
      name: "Dziwe Losambira",
      message:
        "Dziwe losambira lotenthetsedwa la panja ndi lotsegula Lolemba mpaka Lamulungu kuyambira 7:00 mpaka 16:00, " +
        "ndi woyang'anira osambira nthawi zonse, mipando yopumulira m'mbali mwa dziwe ndi matawulo operekedwa pafupi ndi dziwe.",
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Events and meetings. Hall figures from SPEC; the smaller rooms' layout figures are illustrative.
// Besides the introduction: the Banqueting Hall, the Main Foyer and ten breakout rooms (SPEC's
// figure), among them the room cards SPEC §2 names (SparrowHawk, Ibis, Sandpiper, Pelican, Heron).
// The pages count these twelve as the event rooms (eventRoomCount): SPEC's 13 counts the
// auditorium too, which has no hall of its own among SPEC §3's, so no record can hold it; the
// introduction's text therefore states no count that the chart below it would contradict.

/** Illustrative demo figures: SPEC publishes no capacities for these rooms. */
const MULTIFUNCTIONAL_LAYOUTS = { cinema: 120, classroom: 60, u_shape: 40, boardroom: 30, banquet: 80, cocktail: 120 };
const BREAKOUT_LAYOUTS = { cinema: 40, classroom: 24, u_shape: 20, boardroom: 16, banquet: 30, cocktail: 40 };

/**
 * A hall's or room's Chichewa versions: its names stay as they are (docs/glossary.md: "keep the
 * hall names"), its description is in Chichewa. "main" is a look-up key, never shown.
 */
function conferenceNy(hall: DemoConferenceRoom["hall"], subRoom: DemoConferenceRoom["sub_room"], capacity: string): ChichewaVersions {
  return { ...(hall === "main" ? {} : { name: hall }), ...(subRoom === "main" ? {} : { fee: subRoom }), capacity };
}

const MULTIFUNCTIONAL_NY = "Chipinda chosinthika cha masemina, maphunziro ndi chakudya cha gulu lanu lokha";
const BREAKOUT_NY = "Chipinda cha magulu ang'onoang'ono cha misonkhano ya makomiti ndi maphunziro";

export const DEMO_CONFERENCE_ROOMS: readonly DemoConferenceRoom[] = [
  {
    hall: "main",
    sub_room: "main",
    capacity:
      "2,160.35 m² of event space · 10 breakout rooms · Largest capacity 1,500 · Auditorium for 1,500 people",
    layouts: {},
    image: { title: "Convention Centre", subtitle: "2,160.35 m² of event space", motif: "auditorium" },
    ny: conferenceNy(
      "main",
      "main",
      "Malo a zochitika a 2,160.35 m² · Zipinda 10 za magulu ang'onoang'ono · Chipinda chachikulu kwambiri cha anthu 1,500 · Holo yaikulu ya anthu 1,500",
    ),
  },
  {
    hall: "Banqueting Hall",
    sub_room: "main",
    capacity: "480 m² for conferences, banquets and receptions",
    layouts: { cinema: 1500, classroom: 600, u_shape: 750, banquet: 900, cocktail: 1200 },
    image: { title: "Banqueting Hall", subtitle: "480 m² · Banquet 900", motif: "hall" },
    ny: conferenceNy("Banqueting Hall", "main", "480 m² ya misonkhano, maphwando ndi madyerero olandirira alendo"),
  },
  {
    hall: "Main Foyer",
    sub_room: "Phwiti",
    capacity: "Pre-function space for registration, receptions and exhibitions",
    layouts: { cocktail: 400 },
    image: { title: "Main Foyer", subtitle: "Receptions & exhibitions", motif: "foyer" },
    ny: conferenceNy("Main Foyer", "Phwiti", "Malo olandirira nthumwi polembetsa, pa madyerero olandirira alendo ndi pa ziwonetsero"),
  },
  {
    hall: "Mafumu Suite",
    sub_room: "main",
    capacity: "An elegant suite for VIP receptions and high-level meetings",
    layouts: { cinema: 40, classroom: 24, u_shape: 18, boardroom: 20, banquet: 30, cocktail: 40 },
    image: { title: "Mafumu Suite", subtitle: "VIP meetings", motif: "meeting" },
    ny: conferenceNy("Mafumu Suite", "main", "Suite yokongola ya madyerero olandirira alendo olemekezeka (VIP) ndi misonkhano ya akuluakulu"),
  },
  {
    hall: "MultiFunctional Rooms",
    sub_room: "Njovu",
    capacity: "Flexible room for seminars, workshops and private dining",
    layouts: MULTIFUNCTIONAL_LAYOUTS,
    image: { title: "Njovu", subtitle: "MultiFunctional Rooms", motif: "meeting" },
    ny: conferenceNy("MultiFunctional Rooms", "Njovu", MULTIFUNCTIONAL_NY),
  },
  {
    hall: "MultiFunctional Rooms",
    sub_room: "Mbizi",
    capacity: "Flexible room for seminars, workshops and private dining",
    layouts: MULTIFUNCTIONAL_LAYOUTS,
    image: { title: "Mbizi", subtitle: "MultiFunctional Rooms", motif: "meeting" },
    ny: conferenceNy("MultiFunctional Rooms", "Mbizi", MULTIFUNCTIONAL_NY),
  },
  {
    hall: "MultiFunctional Rooms",
    sub_room: "Mvuu",
    capacity: "Flexible room for seminars, workshops and private dining",
    layouts: MULTIFUNCTIONAL_LAYOUTS,
    image: { title: "Mvuu", subtitle: "MultiFunctional Rooms", motif: "meeting" },
    ny: conferenceNy("MultiFunctional Rooms", "Mvuu", MULTIFUNCTIONAL_NY),
  },
  {
    hall: "Conference Rooms",
    sub_room: "SparrowHawk",
    capacity: "Breakout room for committee meetings and training sessions",
    layouts: BREAKOUT_LAYOUTS,
    image: { title: "SparrowHawk", subtitle: "Conference Rooms", motif: "meeting" },
    ny: conferenceNy("Conference Rooms", "SparrowHawk", BREAKOUT_NY),
  },
  {
    hall: "Conference Rooms",
    sub_room: "Ibis",
    capacity: "Breakout room for committee meetings and training sessions",
    layouts: BREAKOUT_LAYOUTS,
    image: { title: "Ibis", subtitle: "Conference Rooms", motif: "meeting" },
    ny: conferenceNy("Conference Rooms", "Ibis", BREAKOUT_NY),
  },
  {
    hall: "Conference Rooms",
    sub_room: "Sandpiper",
    capacity: "Breakout room for committee meetings and training sessions",
    layouts: BREAKOUT_LAYOUTS,
    image: { title: "Sandpiper", subtitle: "Conference Rooms", motif: "meeting" },
    ny: conferenceNy("Conference Rooms", "Sandpiper", BREAKOUT_NY),
  },
  {
    hall: "Conference Rooms",
    sub_room: "Pelican",
    capacity: "Breakout room for committee meetings and training sessions",
    layouts: BREAKOUT_LAYOUTS,
    image: { title: "Pelican", subtitle: "Conference Rooms", motif: "meeting" },
    ny: conferenceNy("Conference Rooms", "Pelican", BREAKOUT_NY),
  },
  {
    hall: "Conference Rooms",
    sub_room: "Heron",
    capacity: "Breakout room for committee meetings and training sessions",
    layouts: BREAKOUT_LAYOUTS,
    image: { title: "Heron", subtitle: "Conference Rooms", motif: "meeting" },
    ny: conferenceNy("Conference Rooms", "Heron", BREAKOUT_NY),
  },
  {
    hall: "Conference Rooms",
    sub_room: "Chambo",
    capacity: "Boardroom-style room for interviews, board meetings and negotiations",
    layouts: { u_shape: 12, boardroom: 14 },
    image: { title: "Chambo", subtitle: "Conference Rooms", motif: "meeting" },
    ny: conferenceNy("Conference Rooms", "Chambo", "Chipinda chokhala ngati cha komiti cha zoyankhulana, misonkhano ya bungwe ndi zokambirana"),
  },
];

// ---------------------------------------------------------------------------------------------
// People (invented demo names)

function manager(position: ManagementPosition, name: string): DemoManager {
  return { name, position, image: { title: name, subtitle: position, motif: "person" } };
}

export const DEMO_MANAGEMENT_TEAM: readonly DemoManager[] = [
  manager("CHIEF EXECUTIVE OFFICER", "Chikondi Banda"),
  manager("GENERAL MANAGER", "Thokozani Phiri"),
  manager("DIRECTOR OF FINANCE AND ADMINISTRATION", "Mphatso Mwale"),
  manager("FINANCE MANAGER", "Tiwonge Nyirenda"),
  manager("SALES & MARKETING MANAGER", "Chisomo Kachingwe"),
  manager("FOOD & BEVERAGE MANAGER", "Kondwani Chirwa"),
  manager("HUMAN RESOURCES MANAGER", "Madalitso Gondwe"),
  manager("IT MANAGER", "Takondwa Mbewe"),
  manager("RESERVATIONS MANAGER", "Limbani Kumwenda"),
  manager("GUEST RELATIONS MANAGER", "Tamanda Msiska"),
  manager("RESTAURANT MANAGER", "Yamikani Zulu"),
  manager("EXECUTIVE CHEF", "Dalitso Tembo"),
  manager("ROOMS DIVISION MANAGER", "Pemphero Kalua"),
  manager("EXECUTIVE HOUSE KEEPER", "Atupele Mkandawire"),
  manager("HOUSE SUPERVISOR", "Wezi Munthali"),
];

function boardMember(name: string): DemoPerson {
  return { name, image: { title: name, subtitle: "Board member", motif: "person" } };
}

export const DEMO_BOARD_MEMBERS: readonly DemoPerson[] = [
  boardMember("Dr Grace Chilima"),
  boardMember("Mr Lusungu Kayira"),
  boardMember("Mrs Chimwemwe Likupe"),
  boardMember("Prof. Felix Ng'ambi"),
  boardMember("Ms Ruth Mhango"),
];

// ---------------------------------------------------------------------------------------------
// Offers. Rates are illustrative demo figures in whole kwacha.

const ACTIVITY_HOURS = "Open Monday to Friday 9:00–22:00, Saturday 10:00–22:00 and Sunday 12:00–22:00.";
const ACTIVITY_HOURS_NY = "Zimatsegulidwa Lolemba mpaka Lachisanu 9:00–22:00, Loweruka 10:00–22:00 ndi Lamulungu 12:00–22:00.";

export const DEMO_ACTIVITIES: readonly DemoOfferCard[] = [
  {
    name: "Go Carts",
    message: `Race friends and family around the go-kart track: helmets on, foot down. ${ACTIVITY_HOURS}`,
    fee: 15000,
    image: { title: "Go Carts", subtitle: "Family racing", motif: "kart" },
    ny: { name: "Ma Go-Cart", message: `Pikisanani ndi abwenzi ndi abale anu pa msewu wa go-kart: valani chisoti, ndipo thamangani. ${ACTIVITY_HOURS_NY}` },
  },
  {
    name: "Rollers",
    message: `Lace up and roll: roller skating for children and grown-ups alike. ${ACTIVITY_HOURS}`,
    fee: 7500,
    image: { title: "Rollers", subtitle: "Roller skating", motif: "rollers" },
    ny: { name: "Roller Skating", message: `Mangani nsapato ndipo tsetserekani: roller skating ya ana ndi akuluakulu omwe. ${ACTIVITY_HOURS_NY}` },
  },
  {
    name: "Play Centre",
    message: `A bright, safe space where younger guests can play while the grown-ups relax nearby. ${ACTIVITY_HOURS}`,
    fee: 5000,
    image: { title: "Play Centre", subtitle: "For younger guests", motif: "play" },
    ny: { name: "Malo Osewerera Ana", message: `Malo owala ndi otetezeka kumene ana aang'ono amasewera pamene akuluakulu akupumula pafupi. ${ACTIVITY_HOURS_NY}` },
  },
  {
    name: "Aerobics",
    message: `Upbeat group aerobics to start the day or shake off a long meeting. ${ACTIVITY_HOURS}`,
    fee: 10000,
    image: { title: "Aerobics", subtitle: "Activities · Every day", motif: "aerobics" },
    ny: { name: "Aerobics", message: `Aerobics ya magulu yachisangalalo, yoyambira tsiku kapena yochotsera kutopa kwa msonkhano wautali. ${ACTIVITY_HOURS_NY}` },
  },
];

const VIP_NOTE = "Presidential VIP Club members save a further 5% on advertised specials.";
const VIP_NOTE_NY = "Mamembala a Presidential VIP Club amapeza kuchotsera kwina kwa 5% pa zotsatsa zapadera.";

export const DEMO_PROMOTIONS: readonly DemoOfferCard[] = [
  {
    name: "Winter",
    message: `Cool evenings, warm welcomes: a winter escape with breakfast for two in a Classic King room. ${VIP_NOTE}`,
    fee: 180000,
    image: { title: "Winter Warmer", subtitle: "Seasonal offer", motif: "mug", style: "poster" },
    ny: { name: "Nyengo Yozizira", message: `Madzulo ozizira, kulandiridwa mwachikondi: tchuthi cha nyengo yozizira ndi chakudya cham'mawa cha anthu awiri m'chipinda cha Classic King. ${VIP_NOTE_NY}` },
  },
  {
    name: "Summer",
    message: `Long sunny days by the heated outdoor pool, with breakfast included for two. ${VIP_NOTE}`,
    fee: 195000,
    image: { title: "Summer Escape", subtitle: "Seasonal offer", motif: "sun", style: "poster" },
    ny: { name: "Nyengo Yotentha", message: `Masiku aatali a dzuwa pafupi ndi dziwe losambira lotenthetsedwa la panja, ndi chakudya cham'mawa cha anthu awiri. ${VIP_NOTE_NY}` },
  },
  {
    name: "Weekend",
    message: `Our weekend price-breaker: check in on Friday, slow down until Sunday. ${VIP_NOTE}`,
    fee: 165000,
    image: { title: "Weekend Price-Breaker", subtitle: "Friday to Sunday", motif: "key", style: "poster" },
    ny: { name: "Kumapeto kwa Sabata", message: `Mtengo wathu wotsika wa kumapeto kwa sabata: fikani Lachisanu, ndipo pumulani mpaka Lamulungu. ${VIP_NOTE_NY}` },
  },
  {
    name: "Independence day",
    message: `Celebrate Malawi's Independence Day on 6 July with a long-weekend stay and a festive dinner. ${VIP_NOTE}`,
    fee: 210000,
    image: { title: "Independence Day", subtitle: "6 July", motif: "flag", style: "poster" },
    ny: {
      name: "Tsiku la Ufulu",
      message: `Kondwererani Tsiku la Ufulu wa Malawi pa 6 Julayi pokhala nafe kumapeto kwa sabata lalitali ndi chakudya chamadzulo cha chikondwerero. ${VIP_NOTE_NY}`,
    },
  },
  {
    name: "Mothers Day",
    message: `Treat the most important woman in your life on Mother's Day: lunch for two and time in the spa. ${VIP_NOTE}`,
    fee: 95000,
    image: { title: "Mother's Day", subtitle: "Lunch & spa", motif: "bloom", style: "poster" },
    ny: { name: "Tsiku la Amayi", message: `Sangalatsani mayi wofunika kwambiri pa moyo wanu pa Tsiku la Amayi: chakudya chamasana cha anthu awiri ndi nthawi ku spa. ${VIP_NOTE_NY}` },
  },
  {
    name: "Labour Day",
    message: `You have earned it. Make the 1 May holiday a proper break, with a relaxed stay and breakfast for two. ${VIP_NOTE}`,
    fee: 170000,
    image: { title: "Labour Day", subtitle: "1 May", motif: "leaf", style: "poster" },
    ny: {
      name: "Tsiku la Ogwira Ntchito",
      message: `Mwayenera kupuma. Pangani tchuthi cha 1 Meyi kukhala mpumulo weniweni, pokhala nafe momasuka ndi chakudya cham'mawa cha anthu awiri. ${VIP_NOTE_NY}`,
    },
  },
];

export const DEMO_FESTIVALS: readonly DemoOfferCard[] = [
  {
    name: "Christmas",
    message:
      "Gather family and friends for Christmas at Umodzi Park: a festive lunch in good company, with the whole hotel dressed for the season.",
    fee: 85000,
    image: { title: "Christmas", subtitle: "Festive celebrations", motif: "tree", style: "poster" },
    ny: {
      name: "Khirisimasi",
      message: "Sonkhanitsani abale ndi abwenzi pa Khirisimasi ku Umodzi Park: chakudya chamasana cha chikondwerero pamodzi ndi okondedwa anu, hotelo yonse itakongoletsedwa pa nyengo ino.",
    },
  },
  {
    name: "New Year",
    message: "See in the New Year in style with a gala dinner, live entertainment and a midnight toast.",
    fee: 120000,
    image: { title: "New Year", subtitle: "Gala evening", motif: "sparkle", style: "poster" },
    ny: { name: "Chaka Chatsopano", message: "Landirani Chaka Chatsopano mwaulemu ndi chakudya chamadzulo cha gala, zosangalatsa za pompopompo ndi kukweza zikho pakati pa usiku." },
  },
  {
    name: "Easter",
    message: "An Easter weekend for the whole family: a generous holiday brunch, activities for the children and time by the pool.",
    fee: 65000,
    image: { title: "Easter", subtitle: "Family weekend", motif: "egg", style: "poster" },
    ny: { name: "Isitala", message: "Kumapeto kwa sabata ya Isitala kwa banja lonse: brunch yochuluka ya tchuthi, zosangalatsa za ana ndi nthawi pafupi ndi dziwe losambira." },
  },
];

// ---------------------------------------------------------------------------------------------
// Picture gallery: one picture per corner of the resort (names are the captions visitors read).

/**
 * A gallery picture has the shape of a person's card: a name (its caption) and an image; three
 * also head the pages that have no record of their own to picture (docs/decisions/034).
 */
export type DemoGalleryPicture = DemoPerson & { headsPage?: HeroPage; ny: ChichewaVersions };

/** `caption_ny`: the caption on the Chichewa pages, which is also the picture's alternative text there. */
function galleryPicture(name: string, caption_ny: string, motif: Motif, headsPage?: HeroPage): DemoGalleryPicture {
  return { name, image: { title: name, subtitle: "Picture gallery", motif }, ...(headsPage ? { headsPage } : {}), ny: { name: caption_ny } };
}

export const DEMO_GALLERY: readonly DemoGalleryPicture[] = [
  galleryPicture("The heated outdoor pool", "Dziwe losambira lotenthetsedwa la panja", "pool"),
  galleryPicture("An evening at the Wild Orchid", "Madzulo ku Wild Orchid", "cocktail"),
  galleryPicture("The Banqueting Hall set for a gala dinner", "Banqueting Hall yokonzedwa chakudya chamadzulo cha gala", "hall"),
  galleryPicture("A presidential villa at dusk", "Villa ya Presidential dzuwa likulowa", "villa"),
  galleryPicture("A quiet hour at the spa", "Nthawi yabata ku spa", "spa"),
  galleryPicture("The gardens in bloom", "Minda ya hotelo maluwa ali pachimake", "bloom"),
  galleryPicture("The hotel's main foyer", "Malo akuluakulu olandirira alendo a hotelo", "foyer", "Who We Are"),
  galleryPicture("A presidential suite's lounge", "Chipinda chochezera cha Presidential Suite", "suite", "Presidential VIP Club"),
  galleryPicture("The concierge desk, open day and night", "Desiki la concierge, lotsegula usana ndi usiku", "desk", "Contact Us"),
];

// ---------------------------------------------------------------------------------------------
// Partners in the home page's logo slider (SPEC §2 "logo slider"). Demo names: the hotel's own
// partners replace them on /partners.

export interface DemoPartner {
  name: string;
  link: string;
  image: DemoImageSpec;
}

const partner = (name: string, subtitle: string, motif: Motif): DemoPartner => ({ name, link: "", image: { title: name, subtitle, motif, style: "logo" } });

export const DEMO_PARTNERS: readonly DemoPartner[] = [
  partner("Warm Heart Travel", "Tour operator", "sun"),
  partner("Lakeshore Safaris", "Safaris & transfers", "tree"),
  partner("Capital Conferences", "Event partner", "hall"),
  partner("Nyika Coffee", "Roasters", "mug"),
  partner("Kumbali Growers", "Farm produce", "leaf"),
  partner("Chambo Air Link", "Airport shuttle", "flag"),
];

// ---------------------------------------------------------------------------------------------
// Adverts for the home page popup: one current and one already over, so the demo shows that
// visitors see only current adverts while staff see both. Stop dates are counted from the
// day the seed runs (hotel date), so the current one stays current for a while.

export interface DemoAdvert {
  title: string;
  description: string;
  /** Stop date, in days after the seed's hotel date (negative: already over). */
  stopsInDays: number;
  image: DemoImageSpec;
  ny: ChichewaVersions;
}

export const DEMO_ADVERTS: readonly DemoAdvert[] = [
  {
    title: "Weekend price-breaker",
    description: "Friday to Sunday stays with breakfast for two; VIP Club members save a further 5%.",
    stopsInDays: 90,
    image: { title: "Weekend Price-Breaker", subtitle: "Book direct & save", motif: "key", style: "poster" },
    ny: {
      title: "Mtengo wotsika wa kumapeto kwa sabata",
      description: "Kukhala nafe kuyambira Lachisanu mpaka Lamulungu ndi chakudya cham'mawa cha anthu awiri; mamembala a VIP Club amapeza kuchotsera kwina kwa 5%.",
    },
  },
  {
    title: "Independence weekend",
    description: "A long-weekend stay with a festive dinner for Independence Day.",
    stopsInDays: -30,
    image: { title: "Independence Weekend", subtitle: "Offer ended", motif: "flag", style: "poster" },
    ny: { title: "Kumapeto kwa sabata ya Ufulu", description: "Kukhala nafe kumapeto kwa sabata lalitali ndi chakudya chamadzulo cha chikondwerero cha Tsiku la Ufulu." },
  },
];

// ---------------------------------------------------------------------------------------------
// Site settings (key/value): a believable Lilongwe hotel, so the demo reads like the real site.
// The numbers are in Malawi's format (+265, 1 for Lilongwe landlines, 99/88 for mobiles); the
// map is Google's key-less embed of the hotel's address. Staff change all of them at /settings.

export const DEMO_SETTINGS: readonly { key: string; value: string }[] = [
  { key: "hotel_name", value: "Umodzi Park Hotel & Convention Centre" },
  { key: "villa_count", value: "16" },
  { key: "phone_24h", value: "+265 1 774 000" },
  { key: "other_phones", value: "+265 1 774 111, +265 999 774 000, +265 888 774 000" },
  { key: "email", value: "reservations@umodzipark.mw" },
  { key: "sales_email", value: "sales@umodzipark.mw" },
  { key: "address", value: "Presidential Way, City Centre, P.O. Box 31010, Lilongwe 3, Malawi" },
  { key: "map_embed_url", value: "https://maps.google.com/maps?q=Umodzi+Park+Hotel+Lilongwe+Malawi&output=embed" },
  { key: "whatsapp_number", value: "+265 999 774 000" },
  { key: "opening_hours", value: "Reception and reservations: 24 hours, 7 days a week. Spa: daily 7:00–21:00." },
  { key: "opening_hours_ny", value: "Kulandira alendo ndi kusungitsa malo: maola 24, masiku 7 pa sabata. Spa: tsiku lililonse 7:00–21:00." },
  // Kwacha per US dollar, near the official rate, so the demo shows dollar prices on request
  // (DECISIONS §10) from its first start; the seed dates it the day it is written.
  { key: "exchange_rate_mwk_per_usd", value: "1750" },
];

/** Settings key written when the demo content has been seeded (ISO instant). */
export const DEMO_SEEDED_KEY = "demo_seeded_at";

// ---------------------------------------------------------------------------------------------
// Awards on /Awards. Demo entries: the hotel's own replace them on /AwardUp.

export interface DemoAward {
  name: string;
  year: number;
  image: DemoImageSpec;
  ny: ChichewaVersions;
}

const award = (name: string, name_ny: string, year: number, motif: Motif): DemoAward => ({ name, year, image: { title: name, subtitle: String(year), motif, style: "logo" }, ny: { name: name_ny } });

export const DEMO_AWARDS: readonly DemoAward[] = [
  award("Guests' Favourite Hotel in Lilongwe", "Hotelo Yokondedwa Kwambiri ndi Alendo ku Lilongwe", 2025, "sun"),
  award("Conference Venue of the Year", "Malo Abwino Kwambiri a Misonkhano a Chaka", 2024, "hall"),
  award("Green Hospitality Award", "Mphoto ya Hotelo Yosamalira Chilengedwe", 2023, "leaf"),
];
