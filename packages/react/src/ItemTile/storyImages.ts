// Story pictures drawn locally as data: URI SVGs, so stories and their screenshots never touch the network. Each
// image id gets its own deterministic colour and shape; the secondary image (odd ids in the fixtures) is a tilted
// view of the same part.
const palettes = [
  ['#0f172a', '#1d4ed8', '#38bdf8'],
  ['#1f2937', '#b91c1c', '#f97316'],
  ['#111827', '#15803d', '#4ade80'],
  ['#1e1b4b', '#7c3aed', '#c084fc'],
  ['#0c4a6e', '#0891b2', '#67e8f9'],
] as const;

const shapes = [
  // A processor: a square package with pins.
  (ink: string, light: string) =>
    `<rect x="70" y="70" width="160" height="160" rx="14" fill="${ink}"/><rect x="105" y="105" width="90" height="90" rx="8" fill="${light}"/>` +
    Array.from({ length: 7 }, (_, i) => `<rect x="${84 + i * 21}" y="52" width="8" height="14" fill="${ink}"/><rect x="${84 + i * 21}" y="234" width="8" height="14" fill="${ink}"/>`).join(''),
  // A motherboard: a board with slots.
  (ink: string, light: string) =>
    `<rect x="60" y="50" width="180" height="200" rx="8" fill="${ink}"/><rect x="80" y="70" width="60" height="60" rx="4" fill="${light}"/>` +
    Array.from({ length: 4 }, (_, i) => `<rect x="160" y="${70 + i * 18}" width="60" height="8" rx="3" fill="${light}"/>`).join('') +
    `<rect x="80" y="160" width="140" height="12" rx="3" fill="${light}"/><rect x="80" y="190" width="140" height="12" rx="3" fill="${light}"/>`,
  // A tower PC: a case with a glass side and fans.
  (ink: string, light: string) =>
    `<rect x="90" y="40" width="130" height="220" rx="12" fill="${ink}"/><rect x="104" y="56" width="102" height="188" rx="6" fill="${light}" opacity="0.35"/>` +
    [90, 150, 210].map((y) => `<circle cx="155" cy="${y}" r="22" fill="none" stroke="${light}" stroke-width="6"/>`).join(''),
  // A network switch: a flat box with ports.
  (ink: string, light: string) =>
    `<rect x="30" y="115" width="240" height="70" rx="8" fill="${ink}"/>` +
    Array.from({ length: 12 }, (_, i) => `<rect x="${46 + i * 18}" y="135" width="12" height="12" rx="2" fill="${light}"/><rect x="${46 + i * 18}" y="155" width="12" height="12" rx="2" fill="${light}"/>`).join(''),
] as const;

// The fixtures' image families (@rigkit/api-client/mocks): CPU, motherboard, prebuilt PC, custom build, switch.
const fixtureLooks: Record<number, { shape: number; palette: number }> = {
  8801: { shape: 0, palette: 1 },
  8802: { shape: 1, palette: 0 },
  8840: { shape: 2, palette: 3 },
  8870: { shape: 2, palette: 4 },
  8890: { shape: 3, palette: 2 },
};

/** A picture of a computer part for `imageId`, `width` pixels wide, as a data: URI. */
export function storyImageUrl(imageId: number, width: number): string {
  const family = Math.floor(imageId / 100);
  const look = fixtureLooks[family] ?? { shape: family % shapes.length, palette: family % palettes.length };
  const palette = palettes[look.palette] ?? palettes[0];
  const shape = shapes[look.shape] ?? shapes[0];
  const isSecondary = imageId % 2 === 0;
  const [ink, , light] = palette;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 300 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="${palette[1]}" stop-opacity="0.25"/></linearGradient></defs>` +
    `<rect width="300" height="300" fill="url(#g)"/>` +
    `<g transform="${isSecondary ? 'rotate(-12 150 150)' : ''}">${shape(ink, light)}</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
