/**
 * Illustrated scenes for the demo pictures: the place or thing a record stands for (a
 * bedroom, the pool, a banqueting hall, a plate, a bar, a portrait), drawn flat in the hotel's
 * palette on a 1600 × 1067 canvas, with no text (a picture of a room carries no caption).
 * Each scene takes a few choices from a seeded random source (wall colour, time of day, the
 * layout of a hall, the dish on the plate), so two records with the same motif still look
 * different. Motifs without a scene (offers, gifts, flags...) keep the poster style of
 * render-demo-image.server.ts, which suits an offer's artwork.
 */
import type { Motif } from "./demo-content";

export const SCENE_W = 1600;
export const SCENE_H = 1067;

/** Seeded choices for one picture. */
export interface Chooser {
  /** A number in [0, 1). */
  next(): number;
  /** One of the options. */
  one<T>(options: readonly T[]): T;
  /** A number in [min, max). */
  between(min: number, max: number): number;
}

export function chooser(seed: number): Chooser {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    one: (options) => options[Math.floor(next() * options.length)]!,
    between: (min, max) => min + next() * (max - min),
  };
}

const n = (v: number) => (Math.round(v * 10) / 10).toString();

// ---------------------------------------------------------------------------------------------
// Palette and shared pieces

const C = {
  teal: "#12343b",
  tealLight: "#2f6b6f",
  gold: "#c9a45c",
  goldLight: "#e6cf97",
  cream: "#f4efe6",
  linen: "#fbf8f2",
  terracotta: "#a4553a",
  ink: "#1d1d1f",
  wood: "#8a5a3b",
  woodDark: "#5e3b26",
  woodLight: "#b98a5e",
  water: "#3aa7b5",
  waterDeep: "#1f7d8c",
  leaf: "#3f6b3a",
  leafDark: "#2b4d2a",
  jacaranda: "#8c6bb8",
} as const;

const SKIES = {
  day: ["#8ec5e0", "#cfe6ef", "#f1efe4"],
  golden: ["#e9a96b", "#f3c98f", "#f7e3bf"],
  dusk: ["#2e3c63", "#a2607a", "#f0a86a"],
} as const;
type SkyName = keyof typeof SKIES;

/** Shared gradients every scene may use (ids are local to one SVG). */
function defs(sky: SkyName, extra = ""): string {
  const [top, mid, low] = SKIES[sky];
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.water}"/><stop offset="1" stop-color="${C.waterDeep}"/></linearGradient>
<radialGradient id="lampGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe2a8" stop-opacity="0.75"/><stop offset="1" stop-color="#ffe2a8" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.ink}" stop-opacity="0"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0.22"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.8"><stop offset="0.6" stop-color="${C.ink}" stop-opacity="0"/><stop offset="1" stop-color="${C.ink}" stop-opacity="0.35"/></radialGradient>
${extra}
</defs>`;
}

const vignette = `<rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#vignette)"/>`;

function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.18): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${C.ink}" fill-opacity="${opacity}"/>`;
}

/** A back wall down to `floorY` and a floor in one-point perspective towards (800, vanishY). */
function room(wall: string, floor: string, floorY: number, planks: boolean, vanishY = floorY - 320): string {
  let lines = "";
  if (planks) {
    for (let x = -1600; x <= 3200; x += 160) lines += `M${n(800 + (x - 800) * 0.12)} ${n(floorY)}L${n(x)} ${SCENE_H}`;
    void vanishY;
  }
  return (
    `<rect width="${SCENE_W}" height="${n(floorY)}" fill="${wall}"/>` +
    `<rect width="${SCENE_W}" height="${n(floorY)}" fill="url(#shade)" opacity="0.6"/>` +
    `<rect y="${n(floorY)}" width="${SCENE_W}" height="${n(SCENE_H - floorY)}" fill="${floor}"/>` +
    (lines ? `<path d="${lines}" stroke="${C.ink}" stroke-opacity="0.12" stroke-width="3"/>` : "") +
    `<rect y="${n(floorY - 8)}" width="${SCENE_W}" height="14" fill="${C.ink}" fill-opacity="0.12"/>`
  );
}

/** A window onto Lilongwe: sky, low hills and a jacaranda. */
function windowView(x: number, y: number, w: number, h: number, frame: string): string {
  const hill = `M${n(x)} ${n(y + h * 0.72)}Q${n(x + w * 0.3)} ${n(y + h * 0.55)} ${n(x + w * 0.55)} ${n(y + h * 0.68)}T${n(x + w)} ${n(y + h * 0.62)}V${n(y + h)}H${n(x)}Z`;
  const tx = x + w * 0.72;
  const ty = y + h * 0.58;
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#sky)"/>` +
    `<path d="${hill}" fill="${C.leaf}" fill-opacity="0.55"/>` +
    `<path d="M${n(tx)} ${n(y + h)}V${n(ty)}" stroke="${C.woodDark}" stroke-width="${n(w * 0.02)}"/>` +
    `<g fill="${C.jacaranda}" fill-opacity="0.85"><circle cx="${n(tx)}" cy="${n(ty - h * 0.08)}" r="${n(w * 0.12)}"/><circle cx="${n(tx - w * 0.1)}" cy="${n(ty)}" r="${n(w * 0.09)}"/><circle cx="${n(tx + w * 0.1)}" cy="${n(ty - h * 0.02)}" r="${n(w * 0.1)}"/></g>` +
    `<path d="M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h * 0.45)}H${n(x + w)}" stroke="${frame}" stroke-width="10"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${frame}" stroke-width="18"/>` +
    `<rect x="${n(x - 30)}" y="${n(y + h + 9)}" width="${n(w + 60)}" height="16" fill="${frame}"/>`
  );
}

/** A curtain panel hanging from `top` to `bottom`. */
function curtain(x: number, top: number, bottom: number, w: number, colour: string): string {
  let folds = "";
  for (let i = 1; i < 4; i++) folds += `M${n(x + (w * i) / 4)} ${n(top)}V${n(bottom)}`;
  return `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(bottom - top)}" fill="${colour}"/><path d="${folds}" stroke="${C.ink}" stroke-opacity="0.15" stroke-width="6"/>`;
}

function framedArt(x: number, y: number, w: number, h: number, c: Chooser): string {
  const accent = c.one([C.terracotta, C.gold, C.tealLight, C.jacaranda]);
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${C.gold}"/>` +
    `<rect x="${n(x + 12)}" y="${n(y + 12)}" width="${n(w - 24)}" height="${n(h - 24)}" fill="${C.linen}"/>` +
    `<circle cx="${n(x + w * 0.38)}" cy="${n(y + h * 0.45)}" r="${n(h * 0.22)}" fill="${accent}" fill-opacity="0.8"/>` +
    `<path d="M${n(x + 12)} ${n(y + h * 0.75)}Q${n(x + w * 0.5)} ${n(y + h * 0.55)} ${n(x + w - 12)} ${n(y + h * 0.7)}V${n(y + h - 12)}H${n(x + 12)}Z" fill="${C.teal}" fill-opacity="0.7"/>`
  );
}

function lamp(x: number, y: number, scale = 1): string {
  const s = scale;
  return (
    `<circle cx="${n(x)}" cy="${n(y - 40 * s)}" r="${n(150 * s)}" fill="url(#lampGlow)"/>` +
    `<path d="M${n(x - 48 * s)} ${n(y - 10 * s)}L${n(x - 32 * s)} ${n(y - 80 * s)}H${n(x + 32 * s)}L${n(x + 48 * s)} ${n(y - 10 * s)}Z" fill="#f6e7c4"/>` +
    `<path d="M${n(x)} ${n(y - 10 * s)}V${n(y + 40 * s)}" stroke="${C.gold}" stroke-width="${n(6 * s)}"/>` +
    `<rect x="${n(x - 22 * s)}" y="${n(y + 38 * s)}" width="${n(44 * s)}" height="${n(10 * s)}" rx="4" fill="${C.gold}"/>`
  );
}

function plant(x: number, y: number, scale = 1): string {
  const s = scale;
  let leaves = "";
  for (let i = -3; i <= 3; i++) {
    const a = (i * 16 * Math.PI) / 180;
    const tx = x + Math.sin(a) * 150 * s;
    const ty = y - 60 * s - Math.cos(a) * 150 * s;
    leaves += `<path d="M${n(x)} ${n(y - 60 * s)}Q${n((x + tx) / 2 - 30 * s * Math.sign(i || 1))} ${n((y - 60 * s + ty) / 2)} ${n(tx)} ${n(ty)}Q${n((x + tx) / 2 + 20 * s)} ${n((y - 60 * s + ty) / 2 + 10 * s)} ${n(x)} ${n(y - 60 * s)}Z" fill="${i % 2 ? C.leaf : C.leafDark}"/>`;
  }
  return `${shadow(x, y + 4 * s, 60 * s, 12 * s)}${leaves}<path d="M${n(x - 45 * s)} ${n(y - 70 * s)}H${n(x + 45 * s)}L${n(x + 35 * s)} ${n(y)}H${n(x - 35 * s)}Z" fill="${C.terracotta}"/>`;
}

function palm(x: number, base: number, height: number, lean: number): string {
  const topX = x + lean;
  const topY = base - height;
  let fronds = "";
  for (const [dx, dy] of [
    [-1, 0.2],
    [-0.8, -0.5],
    [-0.2, -0.9],
    [0.5, -0.7],
    [1, 0.1],
    [0.7, 0.5],
    [-0.5, 0.6],
  ] as const) {
    const ex = topX + dx * height * 0.42;
    const ey = topY + dy * height * 0.3 + height * 0.08;
    fronds += `<path d="M${n(topX)} ${n(topY)}Q${n((topX + ex) / 2)} ${n(Math.min(topY, ey) - height * 0.12)} ${n(ex)} ${n(ey)}" stroke="${C.leafDark}" stroke-width="${n(height * 0.05)}" stroke-linecap="round" fill="none"/>`;
  }
  return `<path d="M${n(x)} ${n(base)}Q${n(x + lean * 0.2)} ${n(base - height * 0.5)} ${n(topX)} ${n(topY)}" stroke="${C.woodDark}" stroke-width="${n(height * 0.045)}" fill="none" stroke-linecap="round"/>${fronds}`;
}

function lounger(x: number, y: number, s: number, cushion: string): string {
  return (
    shadow(x + 90 * s, y + 26 * s, 120 * s, 14 * s) +
    `<path d="M${n(x)} ${n(y)}H${n(x + 150 * s)}L${n(x + 210 * s)} ${n(y - 60 * s)}" stroke="${C.woodLight}" stroke-width="${n(16 * s)}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${n(x + 4 * s)} ${n(y - 10 * s)}H${n(x + 146 * s)}L${n(x + 200 * s)} ${n(y - 64 * s)}" stroke="${cushion}" stroke-width="${n(14 * s)}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${n(x + 10 * s)} ${n(y)}V${n(y + 24 * s)}M${n(x + 140 * s)} ${n(y)}V${n(y + 24 * s)}" stroke="${C.woodDark}" stroke-width="${n(8 * s)}"/>`
  );
}

function umbrella(x: number, y: number, s: number, colour: string): string {
  return (
    `<path d="M${n(x)} ${n(y)}V${n(y - 230 * s)}" stroke="${C.woodDark}" stroke-width="${n(8 * s)}"/>` +
    `<path d="M${n(x - 150 * s)} ${n(y - 200 * s)}Q${n(x)} ${n(y - 320 * s)} ${n(x + 150 * s)} ${n(y - 200 * s)}Z" fill="${colour}"/>` +
    `<path d="M${n(x - 150 * s)} ${n(y - 200 * s)}Q${n(x - 75 * s)} ${n(y - 185 * s)} ${n(x)} ${n(y - 200 * s)}Q${n(x + 75 * s)} ${n(y - 185 * s)} ${n(x + 150 * s)} ${n(y - 200 * s)}" fill="${C.ink}" fill-opacity="0.15"/>`
  );
}

function chandelier(x: number, y: number, s: number): string {
  let drops = "";
  for (let i = -3; i <= 3; i++) drops += `<circle cx="${n(x + i * 26 * s)}" cy="${n(y + 30 * s + Math.abs(i) * -4 * s)}" r="${n(7 * s)}" fill="#fff4d6"/>`;
  return (
    `<circle cx="${n(x)}" cy="${n(y + 20 * s)}" r="${n(200 * s)}" fill="url(#lampGlow)"/>` +
    `<path d="M${n(x)} 0V${n(y)}" stroke="${C.gold}" stroke-width="${n(4 * s)}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y + 12 * s)}" rx="${n(95 * s)}" ry="${n(22 * s)}" fill="none" stroke="${C.gold}" stroke-width="${n(6 * s)}"/>` +
    drops
  );
}

/** A chair seen from behind or the side, as a small rounded block. */
function chair(x: number, y: number, s: number, colour: string): string {
  return `<rect x="${n(x - 18 * s)}" y="${n(y - 50 * s)}" width="${n(36 * s)}" height="${n(56 * s)}" rx="${n(8 * s)}" fill="${colour}"/><rect x="${n(x - 20 * s)}" y="${n(y)}" width="${n(40 * s)}" height="${n(10 * s)}" rx="3" fill="${colour}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Scenes

function bedroom(c: Chooser, kind: "king" | "twin"): string {
  const wall = c.one(["#e9dfcf", "#efe6d8", "#e4d6c3", "#dfe4dc"]);
  const floor = c.one([C.woodLight, "#a67c56", "#c19a72"]);
  const accent = c.one([C.terracotta, C.teal, C.gold, "#6d4c7d"]);
  const sky = c.one<SkyName>(["day", "golden", "dusk"]);
  const windowLeft = c.next() < 0.5;
  const wx = windowLeft ? 70 : 1230;
  let beds = "";
  const bed = (cx: number, half: number) => {
    const back = 620;
    const front = 920;
    const spread = half * 1.25;
    return (
      shadow(cx, front + 50, spread + 40, 30, 0.22) +
      `<rect x="${n(cx - half - 20)}" y="380" width="${n(2 * half + 40)}" height="250" rx="26" fill="${accent}"/>` +
      `<rect x="${n(cx - half - 20)}" y="380" width="${n(2 * half + 40)}" height="250" rx="26" fill="url(#shade)"/>` +
      `<path d="M${n(cx - half)} ${back}H${n(cx + half)}L${n(cx + spread)} ${front}H${n(cx - spread)}Z" fill="${C.linen}"/>` +
      `<rect x="${n(cx - spread)}" y="${front}" width="${n(2 * spread)}" height="60" fill="#e9e3d8"/>` +
      `<path d="M${n(cx - half * 1.1)} 760H${n(cx + half * 1.1)}L${n(cx + half * 1.17)} 830H${n(cx - half * 1.17)}Z" fill="${accent}" fill-opacity="0.85"/>` +
      `<rect x="${n(cx - half + 20)}" y="560" width="${n(half - 30)}" height="70" rx="26" fill="#ffffff"/>` +
      `<rect x="${n(cx + 10)}" y="560" width="${n(half - 30)}" height="70" rx="26" fill="#ffffff"/>` +
      `<path d="M${n(cx - half)} 660H${n(cx + half)}" stroke="${C.ink}" stroke-opacity="0.06" stroke-width="8"/>`
    );
  };
  if (kind === "king") beds = bed(800, 270);
  else beds = bed(560, 170) + bed(1040, 170);
  const tables =
    kind === "king"
      ? [430, 1170]
          .map((x) => `${shadow(x, 700, 70, 12)}<rect x="${x - 60}" y="590" width="120" height="110" rx="6" fill="${C.woodDark}"/>${lamp(x, 540, 0.9)}`)
          .join("")
      : `${shadow(800, 700, 60, 12)}<rect x="750" y="590" width="100" height="110" rx="6" fill="${C.woodDark}"/>${lamp(800, 540, 0.8)}`;
  const art = kind === "king" ? framedArt(640, 150, 320, 190, c) : framedArt(700, 180, 200, 150, c);
  return (
    defs(sky) +
    room(wall, floor, 700, true) +
    windowView(wx, 140, 300, 400, C.linen) +
    curtain(windowLeft ? wx - 60 : wx + 300, 110, 700, 80, c.one(["#d8c6a8", "#c9b28f", "#b7c4bd"])) +
    art +
    tables +
    beds +
    `<rect x="0" y="980" width="${SCENE_W}" height="90" fill="${C.ink}" fill-opacity="0.05"/>` +
    vignette
  );
}

function suiteLounge(c: Chooser): string {
  const wall = c.one(["#e6dccb", "#ebe2d3", "#dcd3c4"]);
  const sofa = c.one([C.teal, "#4a5a6a", C.terracotta, "#6b5a4a"]);
  const sky = c.one<SkyName>(["day", "golden", "dusk"]);
  return (
    defs(sky) +
    room(wall, c.one([C.woodLight, "#a67c56"]), 680, true) +
    windowView(980, 120, 480, 420, C.linen) +
    // a doorway to the bedroom, with the bed's end in view
    `<rect x="140" y="170" width="320" height="510" fill="#cdbfa9"/><rect x="140" y="170" width="320" height="510" fill="url(#shade)"/>` +
    `<rect x="210" y="470" width="250" height="90" fill="${C.linen}"/><rect x="210" y="440" width="250" height="40" rx="14" fill="${c.one([C.gold, C.terracotta])}"/>` +
    `<rect x="130" y="160" width="340" height="520" fill="none" stroke="${C.linen}" stroke-width="20"/>` +
    // rug, sofa, armchair, coffee table
    `<ellipse cx="860" cy="900" rx="520" ry="110" fill="${c.one(["#cdb89a", "#b9a58a", "#d6c5ad"])}"/>` +
    shadow(900, 800, 380, 30, 0.2) +
    `<rect x="560" y="560" width="680" height="140" rx="40" fill="${sofa}"/>` +
    `<rect x="540" y="660" width="720" height="130" rx="30" fill="${sofa}"/><rect x="540" y="660" width="720" height="130" rx="30" fill="url(#shade)"/>` +
    `<rect x="610" y="600" width="150" height="90" rx="24" fill="${C.cream}"/><rect x="1040" y="600" width="150" height="90" rx="24" fill="${C.gold}"/>` +
    shadow(860, 960, 240, 20, 0.2) +
    `<rect x="640" y="860" width="440" height="40" rx="8" fill="${C.woodDark}"/><rect x="670" y="900" width="20" height="60" fill="${C.woodDark}"/><rect x="1030" y="900" width="20" height="60" fill="${C.woodDark}"/>` +
    `<circle cx="760" cy="850" r="22" fill="${C.linen}"/><path d="M930 860V800" stroke="${C.leaf}" stroke-width="6"/><circle cx="930" cy="790" r="26" fill="${C.jacaranda}"/>` +
    lamp(1380, 560, 1.1) +
    plant(480, 900, 1.1) +
    vignette
  );
}

function villaExterior(c: Chooser): string {
  const sky = c.one<SkyName>(["day", "golden", "dusk"]);
  const lit = sky === "dusk" ? "#ffd68a" : "#cfe3ea";
  const roof = c.one([C.terracotta, "#7a5a3a", "#8f4a32"]);
  return (
    defs(sky) +
    `<rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#sky)"/>` +
    `<path d="M0 560Q300 470 620 540T1200 520T1600 540V700H0Z" fill="${C.leaf}" fill-opacity="0.5"/>` +
    `<rect y="640" width="${SCENE_W}" height="430" fill="#7f9a5a"/>` +
    // the villa
    shadow(820, 700, 560, 30, 0.25) +
    `<rect x="300" y="420" width="1040" height="280" fill="#f1ebe0"/>` +
    `<rect x="300" y="420" width="1040" height="280" fill="url(#shade)"/>` +
    `<path d="M240 430L420 300H1220L1400 430Z" fill="${roof}"/>` +
    `<path d="M240 430H1400" stroke="${C.ink}" stroke-opacity="0.25" stroke-width="10"/>` +
    [380, 620, 860, 1100]
      .map((x) => `<rect x="${x}" y="480" width="170" height="220" fill="${lit}"/><path d="M${x + 85} 480V700" stroke="#f1ebe0" stroke-width="8"/>`)
      .join("") +
    // terrace and pool
    `<rect y="700" width="${SCENE_W}" height="60" fill="#e4d8c4"/>` +
    `<path d="M200 780H1400L1480 1000H120Z" fill="url(#water)"/>` +
    `<path d="M200 780H1400L1480 1000H120Z" fill="none" stroke="#e4d8c4" stroke-width="26"/>` +
    `<path d="M320 850Q420 835 520 850T720 850M880 900Q980 885 1080 900T1280 900M400 950Q500 935 600 950" stroke="#ffffff" stroke-opacity="0.45" stroke-width="6" fill="none"/>` +
    (sky === "dusk" ? `<path d="M380 800H560L600 990H340Z" fill="#ffd68a" fill-opacity="0.18"/>` : "") +
    palm(140, 760, 520, 60) +
    palm(1480, 760, 460, -50) +
    lounger(1180, 750, 0.8, C.linen) +
    vignette
  );
}

function poolScene(c: Chooser): string {
  const sky = c.one<SkyName>(["day", "day", "golden"]);
  const umbrellaColour = c.one([C.linen, C.terracotta, C.gold]);
  let windows = "";
  for (let row = 0; row < 4; row++) for (let col = 0; col < 12; col++) windows += `<rect x="${250 + col * 95}" y="${200 + row * 80}" width="50" height="44" fill="#9cc3cf"/>`;
  return (
    defs(sky) +
    `<rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#sky)"/>` +
    `<rect x="200" y="160" width="1200" height="420" fill="#efe6d6"/>${windows}` +
    `<rect x="200" y="160" width="1200" height="420" fill="url(#shade)"/>` +
    `<rect y="560" width="${SCENE_W}" height="510" fill="#e6dac5"/>` +
    `<path d="M420 640H1180L1520 1067H80Z" fill="url(#water)"/>` +
    `<path d="M420 640H1180L1520 1067H80Z" fill="none" stroke="#f5efe3" stroke-width="22"/>` +
    `<path d="M500 700Q560 690 620 700T740 700M820 760Q900 745 980 760T1140 760M300 880Q400 862 500 880T700 880M900 960Q1000 942 1100 960T1300 960M560 1010Q640 995 720 1010" stroke="#ffffff" stroke-opacity="0.5" stroke-width="7" fill="none"/>` +
    `<path d="M780 650V1067" stroke="#ffffff" stroke-opacity="0.15" stroke-width="10"/>` +
    palm(120, 640, 560, 70) +
    palm(1500, 640, 520, -60) +
    umbrella(300, 700, 0.9, umbrellaColour) +
    lounger(160, 720, 0.85, C.linen) +
    umbrella(1310, 700, 0.9, umbrellaColour) +
    lounger(1250, 720, 0.85, C.linen) +
    vignette
  );
}

/** A banqueting hall laid for dinner: round tables in rows under chandeliers. */
function banquet(c: Chooser): string {
  const wall = c.one(["#5b3f35", "#3e3a4a", "#4a3b2f"]);
  const cloth = c.one([C.linen, "#f3e6d0"]);
  const flowers = c.one([C.terracotta, C.jacaranda, C.gold]);
  let tables = "";
  const rows = [
    { y: 640, s: 0.55, xs: [260, 560, 860, 1160, 1460] },
    { y: 770, s: 0.8, xs: [140, 540, 940, 1340] },
    { y: 950, s: 1.15, xs: [380, 1100] },
  ];
  for (const row of rows)
    for (const x of row.xs) {
      const s = row.s;
      tables +=
        chair(x - 150 * s, row.y - 10 * s, s * 1.6, C.gold) +
        chair(x + 150 * s, row.y - 10 * s, s * 1.6, C.gold) +
        `<path d="M${n(x - 140 * s)} ${n(row.y)}V${n(row.y + 90 * s)}Q${n(x)} ${n(row.y + 130 * s)} ${n(x + 140 * s)} ${n(row.y + 90 * s)}V${n(row.y)}Z" fill="${cloth}"/>` +
        `<path d="M${n(x - 140 * s)} ${n(row.y)}V${n(row.y + 90 * s)}Q${n(x)} ${n(row.y + 130 * s)} ${n(x + 140 * s)} ${n(row.y + 90 * s)}V${n(row.y)}Z" fill="url(#shade)"/>` +
        `<ellipse cx="${n(x)}" cy="${n(row.y)}" rx="${n(140 * s)}" ry="${n(38 * s)}" fill="#ffffff"/>` +
        `<circle cx="${n(x)}" cy="${n(row.y - 40 * s)}" r="${n(28 * s)}" fill="${flowers}"/><path d="M${n(x)} ${n(row.y - 12 * s)}V${n(row.y)}" stroke="${C.gold}" stroke-width="${n(6 * s)}"/>` +
        chair(x - 70 * s, row.y + 40 * s, s * 1.6, C.gold) +
        chair(x + 70 * s, row.y + 40 * s, s * 1.6, C.gold);
    }
  return (
    defs("dusk") +
    room(wall, "#6a4a3a", 600, false) +
    [200, 560, 1040, 1400].map((x) => `<rect x="${x - 6}" y="180" width="12" height="420" fill="${C.gold}" fill-opacity="0.35"/>`).join("") +
    chandelier(420, 150, 1.1) +
    chandelier(1180, 150, 1.1) +
    chandelier(800, 90, 0.8) +
    `<rect y="600" width="${SCENE_W}" height="470" fill="#7a2f2a" fill-opacity="0.35"/>` +
    tables +
    vignette
  );
}

/** A meeting room: boardroom, classroom or theatre layout, facing a screen. */
function meetingRoom(c: Chooser): string {
  const wall = c.one(["#e6ddcf", "#d9d4c9", "#e2d6c2", "#d3dbd6"]);
  const carpet = c.one(["#5b6b73", "#6e5a4b", "#4d5f58", "#7a6a5a"]);
  const seat = c.one([C.teal, C.ink, C.terracotta, "#3f4d6a"]);
  const layout = c.one(["boardroom", "classroom", "theatre"] as const);
  const screen =
    `<rect x="560" y="130" width="480" height="280" rx="6" fill="${C.ink}"/>` +
    `<rect x="580" y="150" width="440" height="240" fill="${C.tealLight}"/>` +
    `<path d="M600 360L720 260L800 320L880 240L1000 360Z" fill="${C.gold}" fill-opacity="0.7"/>`;
  let furniture = "";
  if (layout === "boardroom") {
    furniture +=
      shadow(800, 940, 420, 40, 0.22) +
      `<path d="M640 560H960L1160 900H440Z" fill="${C.woodDark}"/><path d="M440 900H1160V930H440Z" fill="#4a2e1e"/>`;
    for (let i = 0; i < 5; i++) {
      const t = i / 4;
      const y = 580 + t * 300;
      const s = 0.9 + t * 0.8;
      furniture += chair(620 - t * 200 - 40 * s, y, s, seat) + chair(980 + t * 200 + 40 * s, y, s, seat);
    }
    furniture += `<rect x="740" y="620" width="120" height="14" rx="4" fill="${C.linen}"/><circle cx="700" cy="700" r="14" fill="${C.linen}"/><circle cx="900" cy="760" r="14" fill="${C.linen}"/>`;
  } else if (layout === "classroom") {
    for (let r = 0; r < 4; r++) {
      const y = 560 + r * 130;
      const s = 0.7 + r * 0.28;
      for (const side of [-1, 1]) {
        const x0 = 800 + side * (60 + 330 * s) - 260 * s;
        furniture += `<rect x="${n(x0)}" y="${n(y)}" width="${n(520 * s)}" height="${n(26 * s)}" fill="${C.linen}"/><rect x="${n(x0)}" y="${n(y + 26 * s)}" width="${n(520 * s)}" height="${n(40 * s)}" fill="${C.woodDark}" fill-opacity="0.6"/>`;
        for (let k = 0; k < 3; k++) furniture += chair(x0 + (90 + k * 170) * s, y + 100 * s, s * 1.4, seat);
      }
    }
  } else {
    for (let r = 0; r < 5; r++) {
      const y = 600 + r * 95;
      const s = 0.7 + r * 0.22;
      const count = 9 + r;
      const span = 900 + r * 150;
      for (let k = 0; k < count; k++) if (Math.abs(k - (count - 1) / 2) > 0.6) furniture += chair(800 - span / 2 + (k * span) / (count - 1), y, s * 1.3, seat);
    }
  }
  return (
    defs("day") +
    room(wall, carpet, 540, false) +
    `<rect x="0" y="100" width="180" height="440" fill="url(#sky)"/><rect x="0" y="100" width="180" height="440" fill="none" stroke="${C.linen}" stroke-width="14"/>` +
    [420, 800, 1180].map((x) => `<rect x="${x - 90}" y="0" width="180" height="14" fill="#fff8e6"/><rect x="${x - 120}" y="14" width="240" height="80" fill="url(#lampGlow)" opacity="0.6"/>`).join("") +
    screen +
    furniture +
    vignette
  );
}

function auditorium(c: Chooser): string {
  const curtainColour = c.one(["#7a2f2a", "#5a2a4a", C.teal]);
  let seats = "";
  for (let r = 0; r < 6; r++) {
    const y = 650 + r * 75;
    const s = 0.6 + r * 0.18;
    const count = 14 + r * 2;
    const span = 1000 + r * 130;
    for (let k = 0; k < count; k++) {
      const x = 800 - span / 2 + (k * span) / (count - 1);
      const curve = ((x - 800) / 800) ** 2 * 40;
      seats += chair(x, y - curve, s * 1.2, "#8c2f2f");
    }
  }
  return (
    defs("dusk") +
    `<rect width="${SCENE_W}" height="${SCENE_H}" fill="#1f1a24"/>` +
    `<path d="M150 560H1450L1600 640H0Z" fill="#3a2a22"/>` +
    `<rect x="150" y="100" width="1300" height="460" fill="#2a2230"/>` +
    curtain(150, 100, 560, 220, curtainColour) +
    curtain(1230, 100, 560, 220, curtainColour) +
    `<rect x="150" y="80" width="1300" height="60" fill="${curtainColour}"/>` +
    `<rect x="470" y="190" width="660" height="320" fill="#f3efe4"/><rect x="470" y="190" width="660" height="320" fill="${C.tealLight}" fill-opacity="0.25"/>` +
    `<circle cx="800" cy="360" r="500" fill="url(#lampGlow)" opacity="0.5"/>` +
    `<rect y="640" width="${SCENE_W}" height="430" fill="#2b1f1f"/>` +
    seats +
    vignette
  );
}

function foyer(c: Chooser): string {
  const marbleA = c.one(["#efe9df", "#e9e4dc"]);
  const marbleB = c.one(["#cdbfa9", "#b9ad9a", "#c7b8a0"]);
  let tiles = "";
  for (let r = 0; r < 8; r++) {
    const y0 = 640 + ((r * (r + 1)) / 2) * 8.6;
    const y1 = 640 + (((r + 1) * (r + 2)) / 2) * 8.6;
    for (let k = -8; k < 8; k++) {
      if ((k + r) % 2 === 0) continue;
      const sx = (y: number) => 1 + ((y - 640) / 427) * 2.2;
      const a0 = 800 + k * 100 * sx(y0);
      const a1 = 800 + (k + 1) * 100 * sx(y0);
      const b0 = 800 + k * 100 * sx(y1);
      const b1 = 800 + (k + 1) * 100 * sx(y1);
      tiles += `<path d="M${n(a0)} ${n(y0)}H${n(a1)}L${n(b1)} ${n(y1)}H${n(b0)}Z"/>`;
    }
  }
  return (
    defs("golden") +
    room(c.one(["#e8dcc6", "#efe3cc"]), marbleA, 640, false) +
    `<g fill="${marbleB}">${tiles}</g>` +
    `<rect x="560" y="160" width="480" height="480" fill="url(#sky)"/><path d="M560 160H1040M800 160V640" stroke="${C.gold}" stroke-width="12"/><rect x="560" y="160" width="480" height="480" fill="none" stroke="${C.gold}" stroke-width="16"/>` +
    [180, 400, 1200, 1420].map((x) => `<rect x="${x - 45}" y="60" width="90" height="600" fill="#f5efe3"/><rect x="${x - 45}" y="60" width="90" height="600" fill="url(#shade)"/><rect x="${x - 60}" y="630" width="120" height="30" fill="#e0d4bf"/>`).join("") +
    chandelier(800, 110, 1.2) +
    shadow(800, 880, 320, 26, 0.2) +
    `<rect x="520" y="720" width="560" height="160" rx="10" fill="${C.woodDark}"/><rect x="500" y="700" width="600" height="30" rx="8" fill="${C.gold}"/>` +
    plant(260, 900, 1.5) +
    plant(1340, 900, 1.5) +
    vignette
  );
}

/** A plate on a set table, seen from above. */
function plateScene(c: Chooser): string {
  const cloth = c.one(["#efe7da", "#e4d9c7", "#2f3b3c", "#5b3f35"]);
  const dark = cloth.startsWith("#2") || cloth.startsWith("#5");
  const dish = c.one(["chambo", "steak", "salad"] as const);
  const cx = 800;
  const cy = 540;
  let food = "";
  if (dish === "chambo") {
    food =
      `<path d="M620 560Q760 420 920 520L1000 470L990 600L920 560Q760 680 620 560Z" fill="#c27a3a"/>` +
      `<path d="M680 540Q760 500 860 530" stroke="#8a4f22" stroke-width="8" fill="none"/><circle cx="660" cy="545" r="10" fill="${C.ink}"/>` +
      `<circle cx="700" cy="650" r="40" fill="#f2d35b"/><circle cx="700" cy="650" r="30" fill="#f7e08a"/>` +
      `<g fill="${C.leaf}"><circle cx="900" cy="640" r="26"/><circle cx="940" cy="620" r="22"/><circle cx="930" cy="665" r="20"/></g>` +
      `<ellipse cx="800" cy="430" rx="90" ry="36" fill="#f4f0e6"/>`;
  } else if (dish === "steak") {
    food =
      `<path d="M650 470Q760 410 860 470Q900 560 820 610Q700 640 650 560Z" fill="#7a3b26"/><path d="M680 500L840 480M690 540L850 520M700 580L830 565" stroke="#4e2416" stroke-width="8"/>` +
      `<g fill="#e7b24a"><rect x="880" y="450" width="90" height="22" rx="8" transform="rotate(20 925 461)"/><rect x="870" y="500" width="90" height="22" rx="8" transform="rotate(-10 915 511)"/><rect x="890" y="545" width="90" height="22" rx="8" transform="rotate(8 935 556)"/></g>` +
      `<g fill="${C.leaf}"><circle cx="760" cy="660" r="24"/><circle cx="800" cy="670" r="22"/><circle cx="840" cy="655" r="24"/></g>`;
  } else {
    let leaves = "";
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      leaves += `<ellipse cx="${n(cx + Math.cos(a) * 90)}" cy="${n(cy + Math.sin(a) * 90)}" rx="70" ry="34" transform="rotate(${n((a * 180) / Math.PI)} ${n(cx + Math.cos(a) * 90)} ${n(cy + Math.sin(a) * 90)})" fill="${i % 2 ? C.leaf : "#6f9a4a"}"/>`;
    }
    food = leaves + `<g fill="#d2452f"><circle cx="760" cy="500" r="26"/><circle cx="860" cy="560" r="24"/><circle cx="790" cy="600" r="22"/></g><g fill="#f3e9c8"><rect x="820" y="470" width="40" height="40" rx="6"/><rect x="720" y="560" width="36" height="36" rx="6"/></g>`;
  }
  return (
    defs("day") +
    `<rect width="${SCENE_W}" height="${SCENE_H}" fill="${cloth}"/>` +
    (dark ? "" : `<path d="M0 180H1600M0 900H1600" stroke="${C.terracotta}" stroke-opacity="0.25" stroke-width="14"/>`) +
    shadow(cx + 20, cy + 26, 330, 330, 0.22) +
    `<circle cx="${cx}" cy="${cy}" r="330" fill="#ffffff"/><circle cx="${cx}" cy="${cy}" r="250" fill="#f6f3ec"/><circle cx="${cx}" cy="${cy}" r="330" fill="none" stroke="${C.gold}" stroke-width="6" stroke-opacity="0.6"/>` +
    food +
    // cutlery
    `<rect x="360" y="330" width="22" height="420" rx="10" fill="#c8c8c8"/><path d="M350 330V250M371 330V250M392 330V250" stroke="#c8c8c8" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M1230 260Q1262 300 1262 420V760H1230Z" fill="#cfcfcf"/><rect x="1226" y="520" width="40" height="240" rx="12" fill="#b5b5b5"/>` +
    // glass and napkin
    `<circle cx="1340" cy="200" r="80" fill="#ffffff" fill-opacity="0.35"/><circle cx="1340" cy="200" r="80" fill="none" stroke="#ffffff" stroke-width="6"/><circle cx="1340" cy="200" r="55" fill="${c.one(["#7a1f2a", "#e9d37a", "#cfe3ea"])}" fill-opacity="0.7"/>` +
    `<rect x="160" y="760" width="260" height="200" rx="10" fill="${c.one([C.terracotta, C.teal, C.gold])}" transform="rotate(-8 290 860)"/>` +
    vignette
  );
}

/** A bar: shelves of bottles lit from behind, the counter, stools and a drink. */
function barScene(c: Chooser, drink: "cocktail" | "wine"): string {
  const glow = c.one(["#f0b35a", "#e98f5a", "#d9a86a"]);
  let bottles = "";
  for (let shelf = 0; shelf < 3; shelf++) {
    const y = 250 + shelf * 130;
    for (let k = 0; k < 18; k++) {
      const x = 220 + k * 66 + c.between(-8, 8);
      const h = c.between(70, 110);
      const colour = c.one(["#3f6b3a", "#7a3b26", "#c9a45c", "#2f4a6a", "#8c2f2f", "#d9c8a0"]);
      bottles += `<rect x="${n(x)}" y="${n(y - h)}" width="34" height="${n(h)}" rx="10" fill="${colour}"/><rect x="${n(x + 11)}" y="${n(y - h - 26)}" width="12" height="30" fill="${colour}"/>`;
    }
    bottles += `<rect x="180" y="${y}" width="1240" height="14" fill="${C.woodLight}"/>`;
  }
  const glassOnCounter =
    drink === "cocktail"
      ? `<path d="M700 720H820L760 790Z" fill="${c.one(["#e86a5a", "#f2b84a", "#6fc3b2"])}" fill-opacity="0.9"/><path d="M690 715H830L760 795Z" fill="none" stroke="#ffffff" stroke-width="5"/><path d="M760 795V860M720 862H800" stroke="#ffffff" stroke-width="6"/><circle cx="812" cy="716" r="16" fill="#f2d35b"/>`
      : `<path d="M700 700Q700 790 740 800Q780 790 780 700Z" fill="#7a1f2a" fill-opacity="0.85"/><path d="M700 690Q700 790 740 800Q780 790 780 690Z" fill="none" stroke="#ffffff" stroke-width="5"/><path d="M740 800V860M710 862H770" stroke="#ffffff" stroke-width="6"/>` +
        `<rect x="860" y="660" width="60" height="200" rx="18" fill="#2b3a2a"/><rect x="878" y="610" width="24" height="60" fill="#2b3a2a"/><rect x="860" y="740" width="60" height="50" fill="${C.linen}"/>`;
  return (
    defs("dusk", `<radialGradient id="backlight" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="${glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`) +
    `<rect width="${SCENE_W}" height="${SCENE_H}" fill="#2a1d17"/>` +
    `<rect x="160" y="80" width="1280" height="560" fill="#3b2a20"/><rect x="160" y="80" width="1280" height="560" fill="url(#backlight)"/>` +
    bottles +
    [420, 800, 1180].map((x) => `<path d="M${x} 0V120" stroke="${C.gold}" stroke-width="4"/><path d="M${x - 40} 160L${x - 20} 120H${x + 20}L${x + 40} 160Z" fill="${C.gold}"/><circle cx="${x}" cy="180" r="120" fill="url(#lampGlow)"/>`).join("") +
    `<rect x="0" y="640" width="${SCENE_W}" height="40" fill="${C.woodLight}"/><rect x="0" y="680" width="${SCENE_W}" height="220" fill="${C.woodDark}"/><rect x="0" y="680" width="${SCENE_W}" height="220" fill="url(#shade)"/>` +
    `<rect x="0" y="860" width="${SCENE_W}" height="210" fill="#1e1511"/>` +
    `<g transform="translate(0 -222)">${glassOnCounter}</g>` +
    [300, 1300].map((x) => `<ellipse cx="${x}" cy="930" rx="90" ry="24" fill="${C.terracotta}"/><path d="M${x} 950V1067" stroke="${C.gold}" stroke-width="12"/>`).join("") +
    vignette
  );
}

/** The bush bar: a thatched bar in the garden under string lights. */
function gardenBar(c: Chooser): string {
  const sky = c.one<SkyName>(["golden", "dusk"]);
  let bulbs = "";
  for (let i = 0; i <= 16; i++) {
    const x = i * 100;
    const y = 140 + Math.sin((i / 16) * Math.PI) * 70;
    bulbs += `<circle cx="${x}" cy="${n(y)}" r="10" fill="#ffe7a8"/><circle cx="${x}" cy="${n(y)}" r="34" fill="url(#lampGlow)"/>`;
  }
  return (
    defs(sky) +
    `<rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#sky)"/>` +
    `<g fill="${C.leafDark}"><circle cx="120" cy="420" r="220"/><circle cx="1500" cy="400" r="240"/><circle cx="1300" cy="300" r="160"/></g>` +
    `<rect y="640" width="${SCENE_W}" height="430" fill="#6f8a4a"/>` +
    `<path d="M0 150Q800 290 1600 150" stroke="${C.ink}" stroke-width="3" fill="none"/>` +
    bulbs +
    shadow(800, 760, 460, 30, 0.25) +
    `<path d="M360 380L800 200L1240 380Z" fill="#b8955a"/><path d="M360 380L800 200L1240 380" stroke="#8a6a3a" stroke-width="10" fill="none"/>` +
    `<path d="M440 380V740M1160 380V740" stroke="${C.woodDark}" stroke-width="26"/>` +
    `<rect x="480" y="560" width="640" height="180" fill="${C.woodDark}"/><rect x="460" y="540" width="680" height="30" fill="${C.woodLight}"/>` +
    `<rect x="520" y="420" width="560" height="120" fill="#3b2a20"/><circle cx="800" cy="480" r="240" fill="url(#lampGlow)" opacity="0.7"/>` +
    [600, 800, 1000].map((x) => `<ellipse cx="${x}" cy="780" rx="50" ry="14" fill="${C.terracotta}"/><path d="M${x} 790V860" stroke="${C.woodDark}" stroke-width="10"/>`).join("") +
    vignette
  );
}

function garden(c: Chooser, blooms: boolean): string {
  const sky = c.one<SkyName>(["day", "golden"]);
  let flowers = "";
  for (let i = 0; i < 60; i++) {
    const x = c.between(0, 1600);
    const y = c.between(760, 1040);
    flowers += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(6 + (y - 760) / 28)}" fill="${c.one([C.terracotta, "#f2d35b", "#e9e3f2", C.jacaranda])}"/>`;
  }
  return (
    defs(sky) +
    `<rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#sky)"/>` +
    `<path d="M0 560Q400 480 800 540T1600 520V700H0Z" fill="${C.leaf}" fill-opacity="0.5"/>` +
    `<rect y="640" width="${SCENE_W}" height="430" fill="#7f9a5a"/>` +
    `<path d="M700 1067Q760 820 800 640H840Q860 820 1000 1067Z" fill="#d9c8a5"/>` +
    [
      [260, 640, 1],
      [1340, 650, 1.1],
      [560, 620, 0.6],
      [1080, 620, 0.55],
    ]
      .map(
        ([x, y, s]) =>
          `<path d="M${x} ${y}V${y! - 260 * s!}" stroke="${C.woodDark}" stroke-width="${26 * s!}"/>` +
          `<g fill="${blooms ? C.jacaranda : C.leafDark}"><circle cx="${x}" cy="${y! - 320 * s!}" r="${150 * s!}"/><circle cx="${x! - 110 * s!}" cy="${y! - 260 * s!}" r="${110 * s!}"/><circle cx="${x! + 120 * s!}" cy="${y! - 250 * s!}" r="${120 * s!}"/></g>`,
      )
      .join("") +
    (blooms ? flowers : "") +
    vignette
  );
}

function spaScene(c: Chooser): string {
  const wall = c.one(["#d9cbb5", "#cdbfa6", "#e0d3bf"]);
  const towel = c.one([C.linen, "#efe2cf"]);
  let stones = "";
  for (let i = 0; i < 4; i++) stones += `<ellipse cx="1240" cy="${700 - i * 36}" rx="${80 - i * 14}" ry="20" fill="${i % 2 ? "#4a4a48" : "#6a6a66"}"/>`;
  return (
    defs("golden") +
    room(wall, "#b8a588", 700, false) +
    `<g stroke="${C.ink}" stroke-opacity="0.08" stroke-width="4">${[160, 300, 440, 580].map((y) => `<path d="M0 ${y}H1600"/>`).join("")}</g>` +
    `<circle cx="800" cy="320" r="420" fill="url(#lampGlow)" opacity="0.6"/>` +
    shadow(780, 880, 440, 34, 0.22) +
    `<rect x="360" y="640" width="840" height="70" rx="30" fill="${towel}"/><rect x="360" y="700" width="840" height="40" rx="10" fill="${C.woodDark}"/><path d="M420 740V880M1140 740V880" stroke="${C.woodDark}" stroke-width="26"/>` +
    `<rect x="420" y="600" width="300" height="56" rx="26" fill="${c.one([C.terracotta, C.gold, C.tealLight])}"/>` +
    `<ellipse cx="980" cy="630" rx="70" ry="14" fill="#e8b7c8"/><circle cx="960" cy="624" r="10" fill="#f4d4dc"/>` +
    stones +
    [180, 250, 320].map((x, i) => `<rect x="${x}" y="${620 - i * 20}" width="44" height="${80 + i * 20}" rx="6" fill="${C.linen}"/><circle cx="${x + 22}" cy="${600 - i * 20}" r="30" fill="url(#lampGlow)"/><path d="M${x + 22} ${612 - i * 20}Q${x + 16} ${600 - i * 20} ${x + 22} ${590 - i * 20}Q${x + 28} ${600 - i * 20} ${x + 22} ${612 - i * 20}Z" fill="#ffcf6a"/>`).join("") +
    `<path d="M1440 700V440" stroke="${C.leaf}" stroke-width="8"/><g fill="#f3f0f6">${[470, 520, 570].map((y, i) => `<circle cx="${1440 + (i % 2 ? 40 : -40)}" cy="${y}" r="30"/>`).join("")}</g><rect x="1400" y="640" width="80" height="70" rx="10" fill="${C.gold}"/>` +
    vignette
  );
}

function gymScene(c: Chooser, studio: boolean): string {
  const wall = c.one(["#dcdad4", "#e3ddd2", "#d2d8d6"]);
  const accent = c.one([C.terracotta, C.teal, C.gold]);
  let kit = "";
  if (studio) {
    for (let i = 0; i < 5; i++) {
      const x = 220 + i * 290;
      kit += `<path d="M${x - 110} 900L${x - 70} 760H${x + 70}L${x + 110} 900Z" fill="${i % 2 ? accent : C.tealLight}" fill-opacity="0.85"/>`;
    }
    kit += `<circle cx="1380" cy="700" r="90" fill="${accent}"/><circle cx="1230" cy="740" r="60" fill="${C.tealLight}"/>`;
    kit += `<rect x="80" y="150" width="1440" height="460" fill="#cfe0e4" fill-opacity="0.55"/><path d="M560 150V610M1040 150V610" stroke="#ffffff" stroke-width="10"/>`;
  } else {
    for (let i = 0; i < 4; i++) {
      const x = 260 + i * 360;
      kit +=
        shadow(x, 820, 160, 20, 0.2) +
        `<path d="M${x - 150} 800H${x + 130}L${x + 150} 760H${x - 130}Z" fill="#2b2b2b"/><path d="M${x + 110} 770L${x + 80} 560" stroke="#3a3a3a" stroke-width="18"/><rect x="${x + 30}" y="540" width="110" height="40" rx="8" fill="#2b2b2b"/><rect x="${x + 50}" y="548" width="60" height="22" fill="${accent}"/>`;
    }
    kit += `<rect x="120" y="880" width="1360" height="24" fill="#3a3a3a"/>${[200, 330, 460, 1140, 1270, 1400].map((x) => `<rect x="${x - 40}" y="856" width="80" height="26" rx="10" fill="#1f1f1f"/>`).join("")}`;
  }
  return (
    defs("day") +
    room(wall, "#4a4a4a", 700, false) +
    (studio ? "" : `<rect x="100" y="120" width="1400" height="380" fill="url(#sky)"/><path d="M566 120V500M1033 120V500" stroke="${C.linen}" stroke-width="14"/><rect x="100" y="120" width="1400" height="380" fill="none" stroke="${C.linen}" stroke-width="18"/>`) +
    kit +
    vignette
  );
}

/** A head-and-shoulders portrait against a soft backdrop: the team's demo photographs. */
function portrait(c: Chooser): string {
  const skin = c.one(["#5a3a28", "#6b4530", "#7d5238", "#4a2f22", "#8a5d3f"]);
  const hair = c.one(["#1b1411", "#221915", "#2e2420"]);
  const suit = c.one([C.teal, "#22252b", "#3f4d6a", "#5b3f35", C.terracotta]);
  const shirt = c.one(["#ffffff", "#f3efe6", "#dfe8ee"]);
  const style = c.one(["short", "long", "wrap"] as const);
  const backdrop = c.one(["#d8cfc0", "#c9d3d1", "#e2d6c2", "#cfc6d6"]);
  const cx = 800;
  const hairShape =
    style === "short"
      ? `<path d="M665 390Q660 250 800 240Q940 250 935 390Q930 320 800 310Q670 320 665 390Z" fill="${hair}"/>`
      : style === "long"
        ? `<path d="M650 420Q640 240 800 235Q960 240 950 420L970 640Q900 560 930 420Q920 320 800 310Q680 320 670 420Q700 560 630 640Z" fill="${hair}"/>`
        : `<path d="M650 380Q640 200 800 190Q960 200 950 380Q900 330 800 320Q700 330 650 380Z" fill="${c.one([C.terracotta, C.gold, C.jacaranda])}"/><ellipse cx="880" cy="230" rx="80" ry="50" fill="${c.one([C.terracotta, C.gold, C.jacaranda])}"/>`;
  return (
    defs("day", `<radialGradient id="backdrop" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`) +
    `<rect width="${SCENE_W}" height="${SCENE_H}" fill="${backdrop}"/><rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#backdrop)"/>` +
    `<path d="M${cx - 380} ${SCENE_H}Q${cx - 370} 720 ${cx - 170} 680L${cx} 700L${cx + 170} 680Q${cx + 370} 720 ${cx + 380} ${SCENE_H}Z" fill="${suit}"/>` +
    `<path d="M${cx - 90} 650H${cx + 90}L${cx + 60} 760L${cx} 900L${cx - 60} 760Z" fill="${shirt}"/>` +
    `<rect x="${cx - 60}" y="520" width="120" height="160" rx="40" fill="${skin}"/>` +
    `<path d="M${cx - 60} 640Q${cx} 700 ${cx + 60} 640V680H${cx - 60}Z" fill="${C.ink}" fill-opacity="0.15"/>` +
    `<ellipse cx="${cx}" cy="420" rx="132" ry="165" fill="${skin}"/>` +
    `<ellipse cx="${cx - 132}" cy="430" rx="18" ry="34" fill="${skin}"/><ellipse cx="${cx + 132}" cy="430" rx="18" ry="34" fill="${skin}"/>` +
    hairShape +
    `<path d="M${cx - 170} 680L${cx - 40} 1000M${cx + 170} 680L${cx + 40} 1000" stroke="${C.ink}" stroke-opacity="0.2" stroke-width="10"/>` +
    (suit === C.terracotta ? "" : `<path d="M${cx - 20} 700L${cx} 720L${cx + 20} 700L${cx + 10} 860H${cx - 10}Z" fill="${c.one([C.gold, C.terracotta, "#6d4c7d"])}"/>`) +
    vignette
  );
}

function workDesk(c: Chooser): string {
  const wall = c.one(["#e9dfcf", "#e4d6c3"]);
  return (
    defs(c.one<SkyName>(["day", "golden", "dusk"])) +
    room(wall, C.woodLight, 720, true) +
    windowView(920, 120, 520, 440, C.linen) +
    shadow(660, 900, 380, 24, 0.2) +
    `<rect x="300" y="560" width="720" height="34" rx="6" fill="${C.woodDark}"/><path d="M330 594V880M990 594V880" stroke="${C.woodDark}" stroke-width="24"/>` +
    `<path d="M480 560L500 440H700L720 560Z" fill="#2b2b2b"/><rect x="440" y="552" width="320" height="12" rx="4" fill="#3a3a3a"/><rect x="508" y="452" width="184" height="94" fill="${C.tealLight}"/>` +
    `<rect x="800" y="500" width="90" height="60" rx="4" fill="${C.linen}"/>` +
    lamp(380, 500, 0.9) +
    `<rect x="560" y="640" width="200" height="200" rx="30" fill="${c.one([C.teal, C.terracotta, "#4a4a4a"])}"/><path d="M660 840V960M600 960H720" stroke="#3a3a3a" stroke-width="14"/>` +
    vignette
  );
}

function tvWall(c: Chooser): string {
  const wall = c.one(["#e6dccb", "#dcd3c4"]);
  return (
    defs("dusk") +
    room(wall, C.woodLight, 700, true) +
    `<rect x="380" y="120" width="840" height="480" fill="${C.woodDark}" fill-opacity="0.35"/>` +
    `<rect x="440" y="170" width="720" height="410" rx="8" fill="#141414"/><rect x="456" y="186" width="688" height="378" fill="url(#sky)"/>` +
    `<path d="M456 470Q700 380 900 450T1144 430V564H456Z" fill="${C.leaf}" fill-opacity="0.7"/>` +
    shadow(800, 760, 420, 20, 0.2) +
    `<rect x="400" y="620" width="800" height="120" rx="8" fill="${C.woodDark}"/><path d="M600 620V740M800 620V740M1000 620V740" stroke="${C.ink}" stroke-opacity="0.2" stroke-width="4"/>` +
    `<rect x="120" y="700" width="300" height="260" rx="50" fill="${c.one([C.teal, C.terracotta])}"/><rect x="100" y="860" width="340" height="110" rx="30" fill="${c.one([C.teal, C.terracotta])}"/>` +
    plant(1380, 920, 1.2) +
    vignette
  );
}

function bathroom(c: Chooser): string {
  const tile = c.one(["#e9e4dc", "#dfe6e6", "#e6ddd0"]);
  let grid = "";
  for (let x = 0; x <= 1600; x += 120) grid += `M${x} 0V760`;
  for (let y = 0; y <= 760; y += 120) grid += `M0 ${y}H1600`;
  let rain = "";
  for (let i = 0; i < 26; i++) rain += `M${n(610 + i * 14)} ${n(240 + (i % 3) * 16)}V${n(720 - (i % 4) * 20)}`;
  return (
    defs("day") +
    `<rect width="${SCENE_W}" height="760" fill="${tile}"/><path d="${grid}" stroke="#ffffff" stroke-width="4"/>` +
    `<rect y="760" width="${SCENE_W}" height="310" fill="#9a9a94"/>` +
    `<path d="M800 60V160" stroke="#bdbdbd" stroke-width="14"/><rect x="590" y="160" width="420" height="30" rx="14" fill="#bdbdbd"/>` +
    `<path d="${rain}" stroke="#7fb6c7" stroke-opacity="0.6" stroke-width="4"/>` +
    `<rect x="520" y="100" width="560" height="680" fill="#cfe6ee" fill-opacity="0.25"/><rect x="520" y="100" width="560" height="680" fill="none" stroke="#bdbdbd" stroke-width="10"/>` +
    `<rect x="1180" y="420" width="300" height="60" rx="8" fill="${C.woodDark}"/><rect x="1220" y="300" width="110" height="120" rx="10" fill="${c.one([C.linen, C.gold])}"/><rect x="1340" y="330" width="90" height="90" rx="10" fill="${C.linen}"/>` +
    plant(260, 780, 1.1) +
    vignette
  );
}

/** The go-kart track: a bend with kerbs and tyre walls, karts on the racing line. */
function kartTrack(c: Chooser): string {
  const colours = [C.terracotta, C.gold, C.tealLight, "#3f4d6a"];
  let karts = "";
  for (const [x, y, s] of [
    [520, 760, 1.2],
    [880, 640, 0.9],
    [1160, 560, 0.7],
  ] as const) {
    const body = c.one(colours);
    karts +=
      shadow(x, y + 40 * s, 110 * s, 16 * s, 0.3) +
      `<rect x="${n(x - 90 * s)}" y="${n(y - 10 * s)}" width="${n(180 * s)}" height="${n(44 * s)}" rx="${n(18 * s)}" fill="${body}"/>` +
      [-70, 70].map((dx) => `<rect x="${n(x + dx * s - 22 * s)}" y="${n(y + 18 * s)}" width="${n(44 * s)}" height="${n(30 * s)}" rx="6" fill="#1b1b1b"/>`).join("") +
      `<circle cx="${n(x)}" cy="${n(y - 40 * s)}" r="${n(30 * s)}" fill="${c.one(["#f3efe6", "#1b1b1b", C.gold])}"/><rect x="${n(x - 26 * s)}" y="${n(y - 44 * s)}" width="${n(52 * s)}" height="${n(12 * s)}" fill="${C.ink}" fill-opacity="0.6"/>`;
  }
  let tyres = "";
  for (let i = 0; i < 16; i++) tyres += `<circle cx="${60 + i * 100}" cy="470" r="34" fill="#1b1b1b"/><circle cx="${60 + i * 100}" cy="470" r="14" fill="#3a3a3a"/>`;
  return (
    defs(c.one<SkyName>(["day", "golden"])) +
    `<rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#sky)"/>` +
    `<g fill="${C.leafDark}"><circle cx="200" cy="400" r="140"/><circle cx="1400" cy="380" r="160"/></g>` +
    `<rect y="460" width="${SCENE_W}" height="610" fill="#7f9a5a"/>` +
    `<path d="M-100 1067Q300 600 1700 520V700Q500 760 380 1067Z" fill="#4a4a4a"/>` +
    `<path d="M-100 1067Q300 600 1700 520" stroke="#ffffff" stroke-width="22" fill="none" stroke-dasharray="60 60"/>` +
    `<path d="M-100 1067Q300 600 1700 520" stroke="#c0392b" stroke-width="22" fill="none" stroke-dasharray="60 60" stroke-dashoffset="60"/>` +
    tyres +
    karts +
    vignette
  );
}

/** The roller rink: a polished floor, barriers, lights and skates. */
function rollerRink(c: Chooser): string {
  const floor = c.one(["#c19a72", "#b98a5e"]);
  let lights = "";
  for (let i = 0; i < 8; i++) lights += `<circle cx="${100 + i * 200}" cy="90" r="16" fill="${c.one(["#ffe7a8", "#f7a8c8", "#a8e0f7"])}"/><circle cx="${100 + i * 200}" cy="90" r="90" fill="url(#lampGlow)"/>`;
  const skate = (x: number, y: number, s: number, colour: string) =>
    `<path d="M${n(x)} ${n(y)}V${n(y - 120 * s)}H${n(x + 70 * s)}V${n(y - 40 * s)}L${n(x + 150 * s)} ${n(y - 20 * s)}V${n(y)}Z" fill="${colour}"/>` +
    `<rect x="${n(x - 10 * s)}" y="${n(y)}" width="${n(170 * s)}" height="${n(16 * s)}" fill="#e0e0e0"/>` +
    [15, 135].map((dx) => `<circle cx="${n(x + dx * s)}" cy="${n(y + 36 * s)}" r="${n(22 * s)}" fill="${C.gold}"/>`).join("");
  return (
    defs("dusk") +
    `<rect width="${SCENE_W}" height="${SCENE_H}" fill="#26223a"/>` +
    lights +
    `<path d="M0 560H1600V1067H0Z" fill="${floor}"/>` +
    `<ellipse cx="800" cy="820" rx="620" ry="170" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="8"/>` +
    `<rect y="470" width="${SCENE_W}" height="90" fill="${C.teal}"/><rect y="470" width="${SCENE_W}" height="14" fill="${C.gold}"/>` +
    shadow(760, 960, 260, 20, 0.3) +
    skate(560, 920, 1.3, c.one([C.terracotta, "#f3efe6", C.tealLight])) +
    skate(820, 930, 1.3, c.one([C.terracotta, "#f3efe6", C.tealLight])) +
    vignette
  );
}

/** The play centre: a slide, a climbing frame and a ball pool. */
function playCentre(c: Chooser): string {
  const wall = c.one(["#f1e3c8", "#e6eedf", "#f0dcd2"]);
  let balls = "";
  for (let i = 0; i < 70; i++) balls += `<circle cx="${n(c.between(880, 1460))}" cy="${n(c.between(800, 930))}" r="26" fill="${c.one([C.terracotta, C.gold, C.tealLight, "#3f7ad1", "#e86a5a"])}"/>`;
  return (
    defs("day") +
    room(wall, "#5aa08a", 700, false) +
    `<rect x="120" y="140" width="360" height="300" fill="url(#sky)"/><rect x="120" y="140" width="360" height="300" fill="none" stroke="#ffffff" stroke-width="16"/>` +
    `<rect x="300" y="420" width="24" height="420" fill="${C.terracotta}"/><rect x="520" y="420" width="24" height="420" fill="${C.terracotta}"/>` +
    `<rect x="290" y="400" width="264" height="30" fill="${C.gold}"/>` +
    [480, 560, 640, 720, 800].map((y) => `<path d="M300 ${y}H544" stroke="${C.gold}" stroke-width="10"/>`).join("") +
    `<path d="M544 430Q700 470 760 700Q790 820 860 840" stroke="#3f7ad1" stroke-width="60" fill="none" stroke-linecap="round"/>` +
    `<rect x="860" y="780" width="640" height="170" rx="30" fill="#ffffff" fill-opacity="0.5"/>` +
    balls +
    `<rect x="860" y="780" width="640" height="170" rx="30" fill="none" stroke="#3f7ad1" stroke-width="18"/>` +
    vignette
  );
}

/** A wardrobe with its door open: the safe (or, for the minibar, the fridge and glasses). */
function cabinet(c: Chooser, kind: "safe" | "minibar"): string {
  const wall = c.one(["#e9dfcf", "#e4d6c3"]);
  const inside =
    kind === "safe"
      ? `<rect x="640" y="560" width="300" height="240" rx="12" fill="#3a3d42"/><rect x="660" y="580" width="260" height="200" rx="8" fill="#4a4e55"/><rect x="700" y="610" width="110" height="50" rx="4" fill="#1b1b1b"/><rect x="712" y="622" width="86" height="26" fill="#8fd18a" fill-opacity="0.8"/><circle cx="860" cy="700" r="30" fill="#8a8f96"/>` +
        `<rect x="640" y="300" width="300" height="16" fill="${C.woodLight}"/>` +
        [680, 740, 800, 860].map((x) => `<path d="M${x} 316V360" stroke="#8a8f96" stroke-width="6"/><path d="M${x - 40} 400L${x} 360L${x + 40} 400Z" fill="none" stroke="#8a8f96" stroke-width="6"/>`).join("")
      : `<rect x="640" y="560" width="300" height="240" rx="10" fill="#f3f3f3"/><rect x="660" y="580" width="260" height="200" fill="#dfe8ee"/>` +
        [680, 730, 780, 830, 880].map((x, i) => `<rect x="${x}" y="${640 - (i % 2) * 20}" width="30" height="${100 + (i % 2) * 20}" rx="8" fill="${c.one([C.leaf, C.terracotta, C.gold, "#2f4a6a"])}"/>`).join("") +
        `<rect x="640" y="480" width="300" height="16" fill="${C.woodLight}"/>` +
        [690, 790, 890].map((x) => `<path d="M${x - 25} 400Q${x - 25} 470 ${x} 475Q${x + 25} 470 ${x + 25} 400Z" fill="#ffffff" fill-opacity="0.7"/>`).join("");
  return (
    defs("golden") +
    room(wall, C.woodLight, 880, true) +
    shadow(790, 890, 420, 20, 0.2) +
    `<rect x="600" y="200" width="380" height="680" fill="${C.woodDark}"/><rect x="620" y="220" width="340" height="640" fill="#3b2a20"/>` +
    `<circle cx="790" cy="420" r="300" fill="url(#lampGlow)" opacity="0.5"/>` +
    inside +
    `<path d="M980 200L1180 250V830L980 880Z" fill="${C.wood}"/><rect x="1000" y="520" width="12" height="80" rx="4" fill="${C.gold}"/>` +
    `<rect x="220" y="200" width="380" height="680" fill="${C.wood}"/><path d="M410 200V880" stroke="${C.woodDark}" stroke-width="6"/><rect x="384" y="520" width="12" height="80" rx="4" fill="${C.gold}"/><rect x="424" y="520" width="12" height="80" rx="4" fill="${C.gold}"/>` +
    vignette
  );
}

/** Scenes by motif; a motif missing here keeps the poster style. */
export const SCENES: Partial<Record<Motif, (c: Chooser) => string>> = {
  bed: (c) => bedroom(c, "king"),
  "twin-beds": (c) => bedroom(c, "twin"),
  suite: suiteLounge,
  villa: villaExterior,
  pool: poolScene,
  hall: banquet,
  meeting: meetingRoom,
  auditorium,
  foyer,
  dining: plateScene,
  cocktail: (c) => barScene(c, "cocktail"),
  wine: (c) => barScene(c, "wine"),
  leaf: gardenBar,
  bloom: (c) => garden(c, true),
  tree: (c) => garden(c, false),
  kart: kartTrack,
  rollers: rollerRink,
  play: playCentre,
  safe: (c) => cabinet(c, "safe"),
  minibar: (c) => cabinet(c, "minibar"),
  spa: spaScene,
  gym: (c) => gymScene(c, false),
  aerobics: (c) => gymScene(c, true),
  person: portrait,
  desk: workDesk,
  screen: tvWall,
  shower: bathroom,
};

/** The scene for a motif as a whole SVG of the asked size (cropped to fill it), or null. */
export function buildSceneSvg(motif: Motif, seed: number, size: { width: number; height: number }): string | null {
  const scene = SCENES[motif];
  if (!scene) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${SCENE_W} ${SCENE_H}" preserveAspectRatio="xMidYMid slice">${scene(chooser(seed))}</svg>`;
}
