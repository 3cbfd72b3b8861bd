/**
 * The demo content's pictures, composed as SVG and rendered to JPEG by sharp: an illustrated
 * scene of the place or thing (demo-scenes.ts), or for offers and motifs without a scene a
 * poster (deep-teal gradient, a faint woven lattice, a gold line-art motif inside an arch, the
 * title in a serif), or a partner's logo. Film grain goes over all of them. No network, no font
 * downloads, no randomness: the same spec and size always give the same bytes (for a given
 * sharp/libvips and font set); a hash of the title varies colours and choices, so a grid of
 * cards does not look stamped out.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { DemoImageSpec, Motif } from "./demo-content";
import { buildSceneSvg } from "./demo-scenes";

export const DEMO_IMAGE_SIZE = { width: 1600, height: 1067 } as const;

const PALETTE = {
  teal: "#12343b",
  gold: "#c9a45c",
  cream: "#f4efe6",
  terracotta: "#a4553a",
  ink: "#1d1d1f",
} as const;

const FONT = "DejaVu Serif, Georgia, serif";

// ---------------------------------------------------------------------------------------------
// Small deterministic helpers

/** FNV-1a, 32-bit. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A fraction in [0, 1) picked from the hash by `slot`, so several independent choices share one hash. */
function pick(hash: number, slot: number): number {
  let x = (hash ^ Math.imul(slot + 1, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 4294967296;
}

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255];
}

function adjust(hex: string, dHue: number, dLight: number, dSat = 0): string {
  const [h, s, l] = rgbToHsl(hexToRgb(hex));
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return rgbToHex(hslToRgb(h + dHue, clamp(s + dSat), clamp(l + dLight)));
}

function mix(a: string, b: string, t: number): string {
  const ra = hexToRgb(a);
  const rb = hexToRgb(b);
  return rgbToHex([ra[0] + (rb[0] - ra[0]) * t, ra[1] + (rb[1] - ra[1]) * t, ra[2] + (rb[2] - ra[2]) * t]);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const f = (n: number) => (Math.round(n * 100) / 100).toString();

/** Rough advance width of `text` in em for DejaVu Serif (a wide face), to fit lines without measuring. */
function estimateEm(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (ch === " ") w += 0.32;
    else if (/[iljtf.,'’·:;!|]/.test(ch)) w += 0.36;
    else if (/[mwMW]/.test(ch)) w += 0.95;
    else if (/[A-Z&]/.test(ch)) w += 0.74;
    else if (/[0-9]/.test(ch)) w += 0.64;
    else w += 0.6;
  }
  return w;
}

// ---------------------------------------------------------------------------------------------
// Motifs: gold line art in a 200 × 200 box centred on 0,0 (y grows downwards).
// Secondary lines use class "soft"; small filled accents use class "fill".

function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

function rays(cx: number, cy: number, r1: number, r2: number, count: number, offsetDeg = 0, alt = 0): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const deg = offsetDeg + (360 / count) * i;
    const outer = i % 2 === 1 ? r2 - alt : r2;
    const [x1, y1] = polar(cx, cy, r1, deg);
    const [x2, y2] = polar(cx, cy, outer, deg);
    d += `M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`;
  }
  return `<path d="${d}"/>`;
}

function sparkleStar(x: number, y: number, r: number): string {
  return `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z"/>`;
}

function waves(y: number, x0: number, x1: number, amp: number, cls = ""): string {
  const step = 25;
  let d = `M${x0} ${y}`;
  d += `q${step / 2} ${-amp} ${step} 0`;
  for (let x = x0 + step; x < x1; x += step) d += `t${step} 0`;
  return `<path${cls ? ` class="${cls}"` : ""} d="${d}"/>`;
}

function single(x0: number, w: number): string {
  return (
    `<path d="M${x0} -8V-56Q${x0} -66 ${x0 + 10} -66H${x0 + w - 10}Q${x0 + w} -66 ${x0 + w} -56V-8"/>` +
    `<rect x="${x0 + 10}" y="-34" width="${w - 20}" height="20" rx="9"/>` +
    `<rect x="${x0 - 4}" y="-8" width="${w + 8}" height="32" rx="5"/>` +
    `<path class="soft" d="M${x0 - 4} 6H${x0 + w + 4}"/>` +
    `<path d="M${x0 + 2} 24V40M${x0 + w - 2} 24V40"/>`
  );
}

const MOTIF_ART: Record<Motif, string> = {
  bed:
    `<path d="M-90 -8V-70Q-90 -82 -78 -82H78Q90 -82 90 -70V-8"/>` +
    `<rect class="soft" x="-74" y="-68" width="148" height="26" rx="5"/>` +
    `<rect x="-72" y="-36" width="62" height="26" rx="11"/><rect x="10" y="-36" width="62" height="26" rx="11"/>` +
    `<rect x="-102" y="-8" width="204" height="34" rx="6"/>` +
    `<path class="soft" d="M-102 8H102M-40 -8V26"/>` +
    `<rect x="-96" y="26" width="192" height="12" rx="3"/>` +
    `<path d="M-86 38V52M86 38V52"/><path class="soft" d="M-122 52H122"/>`,
  "twin-beds":
    single(-100, 72) +
    single(28, 72) +
    `<rect x="-16" y="-4" width="32" height="44" rx="3"/><path class="soft" d="M-16 16H16"/>` +
    `<path d="M-12 -30H12L7 -52H-7Z"/><path d="M0 -30V-4"/>` +
    `<path class="soft" d="M-124 40H124"/>`,
  suite:
    `<rect x="-42" y="-96" width="84" height="50" rx="2"/>` +
    `<path class="soft" d="M-34 -54L-14 -74L-2 -63L12 -80L34 -54"/>` +
    `<path d="M-78 12V-18Q-78 -30 -66 -30H66Q78 -30 78 -18V12"/>` +
    `<rect x="-100" y="-8" width="24" height="46" rx="9"/><rect x="76" y="-8" width="24" height="46" rx="9"/>` +
    `<rect x="-78" y="10" width="156" height="24" rx="5"/><path class="soft" d="M0 -28V10"/>` +
    `<path d="M-86 38V52M86 38V52"/><path class="soft" d="M-124 52H124"/>`,
  villa:
    `<path d="M-98 -16L-28 -72L42 -16"/>` +
    `<rect x="-84" y="-16" width="112" height="74"/>` +
    `<rect x="-42" y="18" width="28" height="40"/>` +
    `<rect x="-72" y="2" width="20" height="22"/><rect x="-4" y="2" width="20" height="22"/>` +
    `<rect x="28" y="10" width="58" height="48"/><path d="M22 10H94"/>` +
    `<rect class="soft" x="40" y="22" width="34" height="22"/>` +
    `<path d="M92 58Q98 0 84 -52"/>` +
    `<path d="M84 -52Q64 -70 44 -58M84 -52Q70 -84 54 -88M84 -52Q100 -86 118 -80M84 -52Q108 -64 122 -44"/>` +
    `<path d="M-118 58H118"/>` +
    waves(74, -100, 100, 8, "soft"),
  desk:
    `<path d="M-104 2H104"/><path d="M-92 2V64M92 2V64"/>` +
    `<rect x="30" y="2" width="62" height="26"/><path class="soft" d="M54 15H68"/>` +
    `<rect x="-72" y="-56" width="74" height="48" rx="3"/><path d="M-84 2L-76 -8H6L14 2"/>` +
    `<path d="M54 2H82M68 2L58 -40L80 -66"/><path d="M72 -70L92 -76L98 -54Z"/>` +
    `<path class="soft" d="M-120 64H120"/>`,
  shower:
    `<path d="M80 -104V-84Q80 -72 68 -72H10V-64"/>` +
    `<path d="M-44 -56H64Q60 -64 10 -64Q-40 -64 -44 -56Z"/>` +
    `<path class="soft dash" d="M-34 -40V66M-17 -40V66M0 -40V66M17 -40V66M34 -40V66M51 -40V66"/>` +
    `<path class="soft" d="M-100 80H110"/>`,
  screen:
    `<rect x="-98" y="-74" width="196" height="114" rx="5"/>` +
    `<rect class="soft" x="-88" y="-64" width="176" height="94" rx="2"/>` +
    `<circle class="soft" cx="38" cy="-34" r="12"/>` +
    `<path class="soft" d="M-88 14L-40 -24L-8 2L20 -14L88 24"/>` +
    `<path d="M-18 40L-28 64H28L18 40"/>`,
  safe:
    `<rect x="-72" y="-72" width="144" height="144" rx="8"/>` +
    `<rect class="soft" x="-58" y="-58" width="116" height="116" rx="4"/>` +
    `<circle cx="-4" cy="0" r="28"/><circle class="fill" cx="-4" cy="0" r="4"/>` +
    rays(-4, 0, 34, 40, 12) +
    `<path d="M36 -14V14"/><rect x="-78" y="-42" width="6" height="18"/><rect x="-78" y="24" width="6" height="18"/>`,
  minibar:
    `<rect x="-56" y="-26" width="112" height="104" rx="6"/>` +
    `<path d="M38 -8V22"/><path class="soft" d="M-44 60H44M-44 66H44"/>` +
    `<path d="M-34 -26V-64Q-34 -74 -27 -78V-96H-19V-78Q-12 -74 -12 -64V-26"/>` +
    `<path d="M8 -26L4 -60H34L30 -26Z"/><path class="soft" d="M6 -44H32"/>`,
  cocktail:
    `<path d="M-62 -74H62L0 -6Z"/><path class="soft" d="M-46 -56H46"/>` +
    `<path d="M0 -6V70M-38 70H38"/>` +
    `<path d="M34 -96L10 -40"/><circle cx="16" cy="-52" r="8"/>` +
    `<circle cx="-58" cy="-84" r="22"/>` +
    rays(-58, -84, 4, 18, 8, 22.5),
  wine:
    `<g transform="rotate(10 -46 56)">` +
    `<path d="M-70 -76Q-76 -24 -46 -14Q-16 -24 -22 -76Z"/><path class="soft" d="M-72 -48H-20"/>` +
    `<path d="M-46 -14V56M-66 56H-26"/></g>` +
    `<g transform="rotate(-10 46 56)">` +
    `<path d="M22 -76Q16 -24 46 -14Q76 -24 70 -76Z"/><path class="soft" d="M20 -48H72"/>` +
    `<path d="M46 -14V56M26 56H66"/></g>` +
    sparkleStar(0, -100, 10) +
    `<path class="soft" d="M-16 -96L-26 -108M16 -96L26 -108"/>`,
  dining:
    `<circle cx="0" cy="0" r="64"/><circle class="soft" cx="0" cy="0" r="46"/>` +
    `<path d="M-104 -62V-30M-94 -62V-30M-84 -62V-30M-104 -30Q-94 -16 -84 -30M-94 -24V72"/>` +
    `<path d="M92 72V-62Q108 -46 106 -6H92"/>`,
  gym:
    `<g transform="rotate(-18)">` +
    `<path d="M-62 0H62"/>` +
    `<rect x="-84" y="-38" width="18" height="76" rx="4"/><rect x="-104" y="-26" width="16" height="52" rx="4"/>` +
    `<rect x="66" y="-38" width="18" height="76" rx="4"/><rect x="88" y="-26" width="16" height="52" rx="4"/>` +
    `<path class="soft" d="M-30 -5V5M-20 -5V5M-10 -5V5M0 -5V5M10 -5V5M20 -5V5M30 -5V5"/></g>` +
    `<path class="soft" d="M-110 74H110"/>`,
  aerobics:
    `<path d="M-88 44H88L76 66H-76Z"/><path class="soft" d="M-62 55H62"/>` +
    `<ellipse cx="-34" cy="-10" rx="15" ry="10" transform="rotate(-22 -34 -10)"/>` +
    `<ellipse cx="40" cy="-24" rx="15" ry="10" transform="rotate(-22 40 -24)"/>` +
    `<path d="M-21 -14V-82L53 -96V-28"/><path d="M-21 -66L53 -80"/>` +
    `<path class="soft dash" d="M-104 20Q-96 -20 -72 -34M104 4Q98 -34 80 -50"/>`,
  spa:
    `<path d="M0 24Q-24 -18 0 -64Q24 -18 0 24Z"/>` +
    `<path d="M0 24Q-52 4 -54 -40Q-22 -30 0 24Z"/><path d="M0 24Q52 4 54 -40Q22 -30 0 24Z"/>` +
    `<path d="M0 24Q-70 26 -88 -6Q-48 -12 0 24Z"/><path d="M0 24Q70 26 88 -6Q48 -12 0 24Z"/>` +
    `<path d="M-96 42H96"/><path class="soft" d="M-64 56H64M-32 70H32"/>`,
  pool:
    `<path d="M-44 36V-52Q-44 -82 -16 -82Q8 -82 8 -60"/>` +
    `<path d="M16 36V-52Q16 -82 44 -82Q68 -82 68 -60"/>` +
    `<path d="M-44 -24H16M-44 6H16"/>` +
    waves(44, -110, 110, 9) +
    waves(66, -90, 90, 8, "soft"),
  hall:
    `<circle cx="0" cy="-98" r="5"/><path d="M0 -93V-62"/>` +
    `<path d="M-22 -62H22L14 -48H-14Z"/><path d="M0 -48V-20"/>` +
    `<path d="M0 -30C-22 2 -66 2 -76 -30M0 -30C22 2 66 2 76 -30"/>` +
    `<path d="M0 -36C-10 -16 -34 -16 -40 -36M0 -36C10 -16 34 -16 40 -36"/>` +
    `<rect x="-80" y="-50" width="8" height="20"/><rect x="72" y="-50" width="8" height="20"/>` +
    `<rect x="-44" y="-56" width="8" height="20"/><rect x="36" y="-56" width="8" height="20"/>` +
    `<path class="soft" d="M-76 -54Q-72 -62 -76 -68M76 -54Q80 -62 76 -68M-40 -60Q-36 -68 -40 -74M40 -60Q44 -68 40 -74"/>` +
    `<path class="soft" d="M-58 -7V18M58 -7V18M-28 -21V4M28 -21V4M0 -20V42"/>` +
    `<circle class="fill" cx="-58" cy="22" r="4"/><circle class="fill" cx="58" cy="22" r="4"/>` +
    `<circle class="fill" cx="-28" cy="8" r="3.5"/><circle class="fill" cx="28" cy="8" r="3.5"/>` +
    `<circle cx="0" cy="48" r="6"/>` +
    `<path class="soft" d="M-110 76H110"/>`,
  auditorium:
    `<rect x="-92" y="-88" width="184" height="76"/>` +
    `<path d="M-92 -88Q0 -56 92 -88"/>` +
    `<path class="soft" d="M-92 -88Q-70 -50 -82 -12M92 -88Q70 -50 82 -12"/>` +
    `<path d="M-100 -12H100"/>` +
    `<path class="soft dash" d="M-86 16Q0 32 86 16M-98 42Q0 62 98 42M-110 68Q0 92 110 68"/>`,
  meeting:
    `<rect x="-74" y="-34" width="148" height="68" rx="34"/>` +
    `<rect class="soft" x="-58" y="-20" width="116" height="40" rx="20"/>` +
    [-54, -18, 18, 54].map((x) => `<rect x="${x - 12}" y="-58" width="24" height="14" rx="6"/>`).join("") +
    [-54, -18, 18, 54].map((x) => `<rect x="${x - 12}" y="44" width="24" height="14" rx="6"/>`).join("") +
    `<rect x="-100" y="-12" width="14" height="24" rx="6"/><rect x="86" y="-12" width="14" height="24" rx="6"/>`,
  foyer:
    `<path d="M-104 -62L0 -104L104 -62Z"/><circle class="soft" cx="0" cy="-78" r="8"/>` +
    `<rect x="-104" y="-62" width="208" height="14"/>` +
    [-80, -40, 0, 40, 80].map((x) => `<rect x="${x - 7}" y="-48" width="14" height="96"/>`).join("") +
    `<path d="M-112 48H112M-120 60H120"/><path class="soft" d="M-128 72H128"/>`,
  person:
    `<circle cx="0" cy="-42" r="32"/>` +
    `<path d="M-74 74Q-74 6 0 6Q74 6 74 74"/>` +
    `<path class="soft" d="M-18 10L0 36L18 10"/>`,
  kart:
    `<circle cx="-62" cy="40" r="24"/><circle cx="64" cy="42" r="22"/>` +
    `<circle class="soft" cx="-62" cy="40" r="8"/><circle class="soft" cx="64" cy="42" r="7"/>` +
    `<path d="M-100 26Q-102 12 -88 12H30L94 20Q106 24 102 34H-96Q-100 32 -100 26Z"/>` +
    `<path d="M-34 12V-22Q-34 -32 -24 -32H-14"/>` +
    `<path d="M40 14L22 -14"/><ellipse cx="20" cy="-18" rx="5" ry="15" transform="rotate(-28 20 -18)"/>` +
    `<circle cx="-12" cy="-52" r="18"/><path class="soft" d="M-6 -58H8"/>` +
    `<path d="M-14 -32Q4 -20 16 -22"/>` +
    `<path class="soft" d="M-146 -6H-112M-154 10H-118M-140 26H-114"/>`,
  rollers:
    `<path d="M-56 -84H4V-24Q38 -24 58 -8Q70 4 60 20H-58Q-62 20 -62 12V-78Q-62 -84 -56 -84Z"/>` +
    `<path class="soft" d="M-16 -70H4M-16 -54H4M-16 -38H8"/>` +
    `<path d="M-66 22H66"/>` +
    `<circle cx="-40" cy="44" r="16"/><circle cx="40" cy="44" r="16"/>` +
    `<circle class="fill" cx="-40" cy="44" r="4"/><circle class="fill" cx="40" cy="44" r="4"/>` +
    `<path class="soft" d="M-100 68H100"/>`,
  play:
    `<rect x="-74" y="0" width="60" height="60" rx="3"/><rect x="14" y="0" width="60" height="60" rx="3"/>` +
    `<rect x="-30" y="-62" width="60" height="60" rx="3" transform="rotate(8 0 -32)"/>` +
    `<circle class="soft" cx="-44" cy="30" r="16"/>` +
    `<path class="soft" d="M44 14L60 44H28Z"/>` +
    sparkleStar(0, -32, 16) +
    `<path class="soft" d="M-110 60H110"/>`,
  gift:
    `<rect x="-70" y="-20" width="140" height="88" rx="3"/>` +
    `<rect x="-80" y="-46" width="160" height="26" rx="3"/>` +
    `<path d="M0 -46V68"/><path class="soft" d="M-70 14H70"/>` +
    `<path d="M0 -46C-30 -94 -74 -64 0 -46Z"/><path d="M0 -46C30 -94 74 -64 0 -46Z"/>`,
  sun:
    `<circle cx="0" cy="-6" r="40"/><circle class="soft" cx="0" cy="-6" r="28"/>` +
    rays(0, -6, 54, 84, 16, -90, 14),
  leaf:
    `<path d="M-74 72Q-86 -44 66 -84Q78 44 -74 72Z"/>` +
    `<path d="M-74 72Q-6 4 66 -84"/>` +
    `<path class="soft" d="M-40 30Q-48 6 -42 -14M-14 0Q-18 -28 -6 -46M14 -32Q14 -54 28 -66M-38 32Q-14 40 10 32M-12 2Q14 8 36 -6M14 -30Q34 -26 52 -44"/>`,
  flag:
    `<path d="M-72 -96V96"/><circle class="fill" cx="-72" cy="-100" r="5"/>` +
    `<path d="M-72 -86C-30 -104 20 -66 100 -86V-8C20 12 -30 -26 -72 -8Z"/>` +
    `<path class="soft" d="M-72 -60C-30 -78 20 -40 100 -60M-72 -34C-30 -52 20 -14 100 -34"/>` +
    `<path d="M2 -63A14 14 0 0 1 30 -62"/>` +
    rays(16, -63, 18, 26, 8, 200, 0).replace("<path", '<path class="soft"'),
  bloom:
    [0, 60, 120, 180, 240, 300]
      .map((deg) => `<ellipse cx="0" cy="-66" rx="14" ry="26" transform="rotate(${deg} 0 -34)"/>`)
      .join("") +
    `<circle cx="0" cy="-34" r="11"/>` +
    `<path d="M0 4Q-6 50 0 96"/>` +
    `<path d="M-2 56Q-40 34 -58 50Q-30 70 -2 56Z"/><path class="soft" d="M2 74Q32 54 50 66Q28 84 2 74Z"/>`,
  key:
    `<g transform="translate(8 10)"><circle cx="-54" cy="-34" r="28"/><circle class="soft" cx="-54" cy="-34" r="10"/>` +
    `<path d="M-26 -34H82M50 -34V-16M64 -34V-20M78 -34V-14"/>` +
    `<path d="M-54 -6L-72 44Q-54 70 -36 44Z"/><circle class="soft" cx="-54" cy="36" r="6"/></g>`,
  mug:
    `<path d="M-62 -36V40Q-62 60 -42 60H18Q38 60 38 40V-36Z"/>` +
    `<path d="M38 -16Q78 -18 78 12Q78 40 38 38"/>` +
    `<path class="soft" d="M-90 72H66"/>` +
    `<path class="soft" d="M-38 -50Q-48 -66 -38 -80T-38 -108M-12 -50Q-22 -66 -12 -80T-12 -108M14 -50Q4 -66 14 -80T14 -108"/>`,
  tree:
    `<path d="M0 -88L-38 -40H-18L-58 8H-32L-78 58H78L32 8H58L18 -40H38Z"/>` +
    `<rect x="-10" y="58" width="20" height="24"/>` +
    sparkleStar(0, -100, 12) +
    `<circle class="fill" cx="-20" cy="-20" r="4"/><circle class="fill" cx="24" cy="18" r="4"/>` +
    `<circle class="fill" cx="-30" cy="36" r="4"/><circle class="fill" cx="40" cy="44" r="4"/><circle class="fill" cx="6" cy="-54" r="3.5"/>`,
  egg:
    `<path d="M0 -86C46 -86 66 8 62 32C58 74 -58 74 -62 32C-66 8 -46 -86 0 -86Z"/>` +
    `<path class="soft" d="M-60 -4L-45 -18L-30 -4L-15 -18L0 -4L15 -18L30 -4L45 -18L60 -4"/>` +
    [-36, -18, 0, 18, 36].map((x) => `<circle class="fill" cx="${x}" cy="18" r="3.5"/>`).join("") +
    waves(44, -54, 54, 6, "soft"),
  sparkle:
    rays(0, -10, 22, 72, 16, 0, 18) +
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map((deg) => {
        const [x, y] = polar(0, -10, 80, deg);
        return `<circle class="fill" cx="${f(x)}" cy="${f(y)}" r="3.5"/>`;
      })
      .join("") +
    sparkleStar(-88, 62, 12) +
    sparkleStar(92, 50, 9),
};

// ---------------------------------------------------------------------------------------------
// Texture

/**
 * A faint basket-weave lattice turned 45°, drawn as long (partly dashed) lines rather than an
 * SVG <pattern>: librsvg renders a full-canvas pattern several times slower.
 */
function weaveLattice(w: number, h: number, period: number, strokeWidth: number): string {
  const half = period / 2;
  const reach = Math.ceil((w + h) / Math.SQRT2 / period) * period + period;
  let across = "";
  for (let v = -reach; v <= reach; v += half) across += `M${f(-reach)} ${f(v)}H${f(reach)}`;
  let evenCols = "";
  let oddCols = "";
  for (let u = -reach; u <= reach; u += period) {
    evenCols += `M${f(u + half)} ${f(-reach)}V${f(reach)}`;
    oddCols += `M${f(u)} ${f(-reach + half)}V${f(reach + half)}`;
  }
  const dash = `stroke-dasharray="${f(half)} ${f(half)}"`;
  return (
    `<g transform="translate(${f(w / 2)} ${f(h / 2)}) rotate(45)" fill="none" stroke="${PALETTE.gold}" stroke-opacity="0.075" stroke-width="${f(strokeWidth)}">` +
    `<path d="${across}"/><path d="${evenCols}" ${dash}/><path d="${oddCols}" ${dash}/></g>`
  );
}

/** Seeded pseudo-random numbers in [0, 1) (mulberry32). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const grainCache = new Map<string, Buffer>();

/**
 * Film grain as raw RGBA (cream and ink specks at up to ~8 % opacity), composited over the
 * rendered SVG. Made in JS because an SVG feTurbulence filter doubles the rendering time.
 * Same size, same grain; cached per size (a few MB at most for the sizes in use).
 */
function grainLayer(w: number, h: number): Buffer {
  const cacheKey = `${w}x${h}`;
  const cached = grainCache.get(cacheKey);
  if (cached) return cached;
  const random = mulberry32(0x5eed ^ (w * 31 + h));
  const data = Buffer.alloc(w * h * 4);
  const [cr, cg, cb] = hexToRgb(PALETTE.cream);
  const [ir, ig, ib] = hexToRgb(PALETTE.ink);
  for (let i = 0; i < data.length; i += 4) {
    const r = random();
    const light = r >= 0.5;
    const strength = Math.abs(r - 0.5) * 2;
    data[i] = light ? cr : ir;
    data[i + 1] = light ? cg : ig;
    data[i + 2] = light ? cb : ib;
    data[i + 3] = Math.round(strength * strength * (light ? 16 : 20));
  }
  if (grainCache.size > 4) grainCache.clear();
  grainCache.set(cacheKey, data);
  return data;
}

// ---------------------------------------------------------------------------------------------
// Composition

/** A partner's mark: a teal emblem with the motif in gold over the name, on cream, filling the frame. */
function buildLogoSvg(spec: DemoImageSpec, size: { width: number; height: number }): string {
  const { width: w, height: h } = size;
  const s = Math.min(w / 1600, h / 1067);
  const cx = w / 2;
  const emblemY = h / 2 - 150 * s;
  const titleSize = Math.min(140 * s, (w * 0.8) / Math.max(1, spec.title.length * 0.58));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="${PALETTE.cream}"/>
<circle cx="${f(cx)}" cy="${f(emblemY)}" r="${f(190 * s)}" fill="${PALETTE.teal}"/>
<g transform="translate(${f(cx)} ${f(emblemY)}) scale(${f(1.05 * s)})" stroke="${PALETTE.gold}" fill="none" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">
  ${MOTIF_ART[spec.motif]}
</g>
<g font-family="${FONT}" text-anchor="middle">
  <text x="${f(cx)}" y="${f(h / 2 + 200 * s)}" font-size="${f(titleSize)}" font-weight="bold" fill="${PALETTE.teal}">${escapeXml(spec.title)}</text>
  ${spec.subtitle ? `<text x="${f(cx)}" y="${f(h / 2 + 330 * s)}" font-size="${f(64 * s)}" letter-spacing="${f(64 * s * 0.3)}" fill="${PALETTE.terracotta}">${escapeXml(spec.subtitle.toUpperCase())}</text>` : ""}
</g>
</svg>`;
}

export function buildDemoSvg(spec: DemoImageSpec, size: { width: number; height: number } = DEMO_IMAGE_SIZE): string {
  if (spec.style === "logo") return buildLogoSvg(spec, size);
  const { width: w, height: h } = size;
  const s = Math.min(w / 1600, h / 1067);
  const cx = w / 2;
  const my = (y: number) => h / 2 + (y - 533) * s; // base-layout y (for a 1067-high canvas) to this canvas
  const hash = hash32(`${spec.title}\u0000${spec.subtitle ?? ""}\u0000${spec.motif}`);
  const scene = spec.style === "poster" ? null : buildSceneSvg(spec.motif, hash, size);
  if (scene) return scene;

  // Palette variations: a few degrees of hue, a touch of lightness, a different light angle.
  const dHue = (pick(hash, 1) - 0.5) * 22;
  const base = adjust(PALETTE.teal, dHue, (pick(hash, 2) - 0.5) * 0.035);
  const light = adjust(base, 4, 0.075, 0.04);
  const deep = mix(base, PALETTE.ink, 0.62);
  const warm = pick(hash, 3) < 0.5 ? PALETTE.terracotta : PALETTE.gold;
  const angle = 20 + pick(hash, 4) * 40;
  const [gx1, gy1] = polar(0.5, 0.5, 0.62, 180 + angle);
  const [gx2, gy2] = polar(0.5, 0.5, 0.62, angle);
  const glowX = 0.12 + pick(hash, 5) * 0.22;
  const glowY = 0.1 + pick(hash, 6) * 0.2;
  const weave = 34 * s;

  // Arch framing the motif.
  const archW = 390 * s;
  const archTop = my(196);
  const archBottom = my(688);
  const r = archW / 2;
  const arch = (inset: number) => {
    const x0 = cx - r + inset;
    const x1 = cx + r - inset;
    const rr = r - inset;
    const yb = archBottom - inset;
    const yt = archTop + inset + rr;
    return `M${f(x0)} ${f(yb)}V${f(yt)}A${f(rr)} ${f(rr)} 0 0 1 ${f(x1)} ${f(yt)}V${f(yb)}Z`;
  };
  const motifY = my(470);
  const motifScale = 1.32 * s;

  // Title, fitted to the width.
  const title = spec.title;
  const maxTitle = Math.min(w * 0.84, 1240 * s);
  const titleSize = Math.min(78 * s, maxTitle / Math.max(estimateEm(title), 1));
  const subtitle = (spec.subtitle ?? "").toUpperCase().replace(/M²/g, "m²");
  const subSpacing = 0.24;
  const subBase = 25 * s;
  const subEm = estimateEm(subtitle) + subSpacing * subtitle.length;
  const subSize = Math.min(subBase, (w * 0.84) / Math.max(subEm, 1));
  const eyebrow = "UMODZI PARK";
  const eyebrowSize = 18 * s;
  const eyebrowHalf = ((estimateEm(eyebrow) + 0.42 * eyebrow.length) * eyebrowSize) / 2;
  const eyebrowY = my(146);
  const titleY = my(806);
  const ruleY = my(850);
  const subY = my(902);

  const diamond = (x: number, y: number, d: number) =>
    `<path d="M${f(x)} ${f(y - d)}L${f(x + d)} ${f(y)}L${f(x)} ${f(y + d)}L${f(x - d)} ${f(y)}Z"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <linearGradient id="bg" x1="${f(gx1)}" y1="${f(gy1)}" x2="${f(gx2)}" y2="${f(gy2)}">
    <stop offset="0" stop-color="${light}"/>
    <stop offset="0.5" stop-color="${base}"/>
    <stop offset="1" stop-color="${deep}"/>
  </linearGradient>
  <radialGradient id="glow" cx="${f(glowX)}" cy="${f(glowY)}" r="0.75">
    <stop offset="0" stop-color="${PALETTE.gold}" stop-opacity="0.2"/>
    <stop offset="0.55" stop-color="${PALETTE.gold}" stop-opacity="0.04"/>
    <stop offset="1" stop-color="${PALETTE.gold}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${warm}" stop-opacity="0.34"/>
    <stop offset="0.7" stop-color="${warm}" stop-opacity="0.08"/>
    <stop offset="1" stop-color="${warm}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.48" r="0.75">
    <stop offset="0.55" stop-color="${PALETTE.ink}" stop-opacity="0"/>
    <stop offset="1" stop-color="${PALETTE.ink}" stop-opacity="0.5"/>
  </radialGradient>
  <linearGradient id="archFill" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${PALETTE.ink}" stop-opacity="0.08"/>
    <stop offset="1" stop-color="${PALETTE.ink}" stop-opacity="0.32"/>
  </linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
${weaveLattice(w, h, weave, Math.max(0.6, 0.9 * s))}
<rect width="${w}" height="${h}" fill="url(#vignette)"/>
<rect x="${f(36 * s)}" y="${f(36 * s)}" width="${f(w - 72 * s)}" height="${f(h - 72 * s)}" fill="none" stroke="${PALETTE.gold}" stroke-opacity="0.28" stroke-width="${f(1.4 * s)}"/>
<g fill="none" stroke="${PALETTE.gold}" stroke-linecap="round" stroke-linejoin="round">
  <path d="${arch(-16 * s)}" stroke-opacity="0.3" stroke-width="${f(1.2 * s)}"/>
  <path d="${arch(0)}" fill="url(#archFill)" stroke-opacity="0.85" stroke-width="${f(2 * s)}"/>
  <circle cx="${f(cx)}" cy="${f(motifY)}" r="${f(170 * s)}" fill="url(#halo)" stroke="none"/>
  <g fill="${PALETTE.gold}" stroke="none">${diamond(cx, archTop - 16 * s, 7 * s)}</g>
  <g transform="translate(${f(cx)} ${f(motifY)}) scale(${f(motifScale)})" stroke-width="2.6">
    <style>.soft{stroke-opacity:.55;stroke-width:2}.dash{stroke-dasharray:7 9}.fill{fill:${PALETTE.gold};stroke:none}</style>
    ${MOTIF_ART[spec.motif]}
  </g>
  <path d="M${f(cx - eyebrowHalf - 86 * s)} ${f(eyebrowY - 6 * s)}H${f(cx - eyebrowHalf - 22 * s)}M${f(cx + eyebrowHalf + 22 * s)} ${f(eyebrowY - 6 * s)}H${f(cx + eyebrowHalf + 86 * s)}" stroke-opacity="0.6" stroke-width="${f(1.2 * s)}"/>
  <path d="M${f(cx - 64 * s)} ${f(ruleY)}H${f(cx - 14 * s)}M${f(cx + 14 * s)} ${f(ruleY)}H${f(cx + 64 * s)}" stroke-opacity="0.8" stroke-width="${f(1.4 * s)}"/>
  <g fill="${PALETTE.gold}" stroke="none">${diamond(cx, ruleY, 5 * s)}</g>
</g>
<g font-family="${FONT}" text-anchor="middle">
  <text x="${f(cx)}" y="${f(eyebrowY)}" font-size="${f(eyebrowSize)}" letter-spacing="${f(eyebrowSize * 0.42)}" fill="${PALETTE.gold}">${escapeXml(eyebrow)}</text>
  <text x="${f(cx)}" y="${f(titleY)}" font-size="${f(titleSize)}" fill="${PALETTE.cream}">${escapeXml(title)}</text>
  ${subtitle ? `<text x="${f(cx)}" y="${f(subY)}" font-size="${f(subSize)}" letter-spacing="${f(subSize * subSpacing)}" fill="${PALETTE.gold}" fill-opacity="0.92">${escapeXml(subtitle)}</text>` : ""}
</g>
</svg>`;
}

const RENDER_JPEG: sharp.JpegOptions = { quality: 90, chromaSubsampling: "4:4:4", optimiseCoding: true };

const RENDER_DENSITY = 72;

/**
 * What decides a rendered picture's bytes besides its SVG, for caches of demo pictures to key
 * on: the render settings and a sample of the grain (so a change to the grain shows).
 */
export function demoRenderFingerprint(): string {
  const grain = createHash("sha256").update(grainLayer(24, 16)).digest("hex");
  return JSON.stringify({ density: RENDER_DENSITY, jpeg: RENDER_JPEG, grain });
}

/**
 * Renders a demo picture to JPEG (default 1600 × 1067). Deterministic: same spec and size,
 * same bytes.
 */
export async function renderDemoImage(
  spec: DemoImageSpec,
  size: { width: number; height: number } = DEMO_IMAGE_SIZE,
): Promise<Buffer> {
  const { width, height } = size;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 10 || height < 10 || width * height > 40_000_000)
    throw new RangeError(`renderDemoImage: unsupported size ${width}×${height}`);
  const svg = buildDemoSvg(spec, size);
  // The SVG paints every pixel opaque, so dropping alpha for JPEG changes nothing.
  return sharp(Buffer.from(svg), { density: RENDER_DENSITY })
    .composite([{ input: grainLayer(width, height), raw: { width, height, channels: 4 } }])
    .jpeg(RENDER_JPEG)
    .toBuffer();
}
