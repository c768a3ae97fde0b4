// Pictures of cases and whole PCs from several angles (issue 17): the case in its colour and size, seen from the
// front, through its glass side, from the other side, the rear, the top, inside, the rear ports close up and lit up.
// The views are the captions of seed/productMedia.ts (desktopImageCaptions); an unknown caption draws the front.
import { circle, el, fan, group, isLight, picture, rect, shade } from './svg.ts';

export interface DesktopLook {
  label: string;
  colour: string;
  size: 'Mid Tower' | 'Full Tower' | 'Mini-ITX';
  /** A built PC shows parts inside; an empty case shows an empty board tray. */
  built: boolean;
  liquid: boolean;
}

const meshPattern = '<pattern id="mesh" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.8" fill="#000" opacity=".35"/></pattern>';

function box(look: DesktopLook): { x: number; y: number; width: number; height: number } {
  const [width, height] = look.size === 'Mini-ITX' ? [210, 200] : look.size === 'Full Tower' ? [200, 300] : [180, 270];
  return { x: 200 - width / 2, y: 345 - height, width, height };
}

/** What a glass side shows: board, cooler, memory, graphics card, PSU shroud and front fans. */
function interior(look: DesktopLook, x: number, y: number, width: number, height: number, lit: boolean): string {
  const tray = rect(x + 12, y + 12, width * 0.62, height * 0.62, '#1d2430', { rx: 4 });
  if (!look.built) return tray + rect(x, y + height * 0.78, width, height * 0.22, shade(look.colour, -0.15));
  const cooler = look.liquid ? circle(x + width * 0.3, y + height * 0.24, 18, '#111', { stroke: lit ? 'url(#rgb)' : '#3a3f47', 'stroke-width': 4 }) : rect(x + width * 0.18, y + height * 0.1, 46, 58, '#9aa0a8', { rx: 3 });
  const fans = Array.from({ length: look.size === 'Mini-ITX' ? 2 : 3 }, (_, index) => fan(x + width - 26, y + 30 + index * 50, 44, lit)).join('');
  return (
    tray +
    cooler +
    rect(x + width * 0.48, y + height * 0.08, 5, height * 0.3, lit ? 'url(#rgb)' : '#2b2f36') +
    rect(x + width * 0.52, y + height * 0.08, 5, height * 0.3, lit ? 'url(#rgb)' : '#2b2f36') +
    rect(x + 16, y + height * 0.5, width * 0.68, 26, '#2b2f36', { rx: 4 }) +
    rect(x + 20, y + height * 0.5 + 20, width * 0.6, 4, lit ? 'url(#rgb)' : '#4a505a') +
    rect(x, y + height * 0.78, width, height * 0.22, shade(look.colour, -0.15)) +
    fans
  );
}

export function desktopPicture(look: DesktopLook, view: string): string {
  const { x, y, width, height } = box(look);
  const edge = shade(look.colour, isLight(look.colour) ? -0.18 : 0.25);
  const body = rect(x, y, width, height, look.colour, { rx: 8, stroke: edge, 'stroke-width': 2 });
  const feet = rect(x + 12, y + height, 24, 6, '#111') + rect(x + width - 36, y + height, 24, 6, '#111');
  const label = view === 'Front' || view === '' ? look.label : `${look.label}, ${view}`;
  const uses = { fan: true, rgb: true };
  const defs = `<defs>${meshPattern}</defs>`;
  switch (view) {
    case 'Left side':
    case 'Lit up':
    case 'Inside': {
      const lit = view === 'Lit up';
      const glass = view === 'Inside' ? '' : rect(x + 10, y + 10, width - 20, height - 20, '#0b1220', { opacity: lit ? 0.15 : 0.35, rx: 4 });
      const glow = lit ? rect(x + 4, y + 4, width - 8, height - 8, 'none', { stroke: 'url(#rgb)', 'stroke-width': 4, rx: 6 }) : '';
      return picture(label, body + rect(x + 10, y + 10, width - 20, height - 20, '#0f1319', { rx: 4 }) + interior(look, x + 10, y + 10, width - 20, height - 20, lit) + glass + glow + feet, uses);
    }
    case 'Right side':
      return picture(label, body + rect(x + 16, y + 16, width - 32, 30, shade(look.colour, -0.1), { rx: 4 }) + rect(x + 16, y + height - 60, width - 32, 40, shade(look.colour, -0.05), { rx: 4 }) + feet, uses);
    case 'Rear':
      return picture(
        label,
        body +
          fan(x + width * 0.68, y + 50, 70) +
          rect(x + 16, y + 20, 40, 100, '#2a2f37') +
          Array.from({ length: look.size === 'Mini-ITX' ? 3 : 7 }, (_, index) => rect(x + 16, y + 132 + index * 14, width * 0.6, 9, edge)).join('') +
          rect(x + 16, y + height - 70, width - 32, 56, '#1f2329', { rx: 4 }) +
          circle(x + width - 50, y + height - 42, 20, '#0f1115') +
          feet,
        uses,
      );
    case 'Top':
      return picture(label, defs + rect(70, 110, 260, 180, look.colour, { rx: 8, stroke: edge, 'stroke-width': 2 }) + rect(90, 130, 220, 140, 'url(#mesh)', { rx: 4 }) + fan(160, 200, 80) + fan(240, 200, 80) + circle(310, 125, 6, '#3b82f6'), uses);
    case 'Rear ports':
      return picture(
        label,
        rect(90, 60, 220, 280, '#2a2f37', { rx: 6 }) +
          Array.from({ length: 8 }, (_, index) => rect(110 + (index % 2) * 50, 80 + Math.floor(index / 2) * 36, 36, 16, index < 4 ? '#2563eb' : '#0f1115', { rx: 2 })).join('') +
          rect(230, 80, 50, 40, '#0f1115', { rx: 3 }) +
          ['#22c55e', '#ec4899', '#3b82f6', '#f97316', '#111827'].map((colour, index) => circle(130 + index * 32, 260, 10, colour)).join('') +
          rect(226, 140, 60, 22, '#0f1115', { rx: 3 }) +
          rect(226, 176, 60, 22, '#0f1115', { rx: 3 }),
        uses,
      );
    case 'Angle': {
      const depth = 70;
      const side = el('polygon', { points: `${x + width},${y} ${x + width + depth},${y - 30} ${x + width + depth},${y + height - 30} ${x + width},${y + height}`, fill: shade(look.colour, -0.2) });
      const top = el('polygon', { points: `${x},${y} ${x + depth},${y - 30} ${x + width + depth},${y - 30} ${x + width},${y}`, fill: shade(look.colour, 0.1) });
      return picture(label, defs + group('translate(-35 0)', top + side + body + rect(x + 14, y + 40, width - 28, height - 60, 'url(#mesh)', { rx: 4 })), uses);
    }
    default:
      return picture(
        label,
        defs + body + rect(x + 14, y + 40, width - 28, height - 60, 'url(#mesh)', { rx: 4 }) + circle(x + width - 24, y + 20, 6, '#3b82f6') + rect(x + 20, y + 16, 30, 6, '#111', { rx: 2 }) + feet,
        uses,
      );
  }
}
