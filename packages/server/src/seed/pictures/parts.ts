// Pictures of the PC parts: each drawn from the item's own attributes (a card as long as its GPU Length with two or
// three fans, a board of its form factor with its DIMM slots, a kit in its colour, a PSU with its wattage and
// rating), so two products of a category look different and a picture matches what the page says.
import { colourHex, gpuLines } from '../productLines.ts';
import { circle, el, fan, group, isLight, picture, rect, shade, text } from './svg.ts';

export interface Subject {
  title: string;
  manufacturer: string;
  model: string;
  attribute: (key: string) => string;
}

const numberOf = (value: string, fallback: number): number => {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** `view` "Angle" tilts the drawing, "Rear" shows its back, "In the box" its retail box; anything else the front. */
function framed(subject: Subject, view: string, front: string, rear: string, uses: { fan?: boolean; rgb?: boolean } = {}): string {
  const label = view === 'Front' || view === '' ? subject.title : `${subject.title}, ${view}`;
  if (view === 'Angle') return picture(label, group('translate(40 40) skewY(-10) scale(0.85 0.95)', front), uses);
  if (view === 'Rear') return picture(label, rear, uses);
  if (view === 'In the box') {
    return picture(label, rect(70, 60, 260, 280, '#20242b', { rx: 6 }) + rect(70, 60, 260, 40, '#e11d48') + text(200, 88, subject.manufacturer, 20, '#fff', { 'font-weight': 700 }) + group('translate(95 120) scale(0.52)', front) + text(200, 318, subject.model, 14, '#e5e7eb'), uses);
  }
  return picture(label, front, uses);
}

export function graphicsCard(subject: Subject, view: string): string {
  const length = numberOf(subject.attribute('GPU Length (mm)'), 300);
  const width = Math.min(360, 120 + length * 0.65);
  const x = 200 - width / 2;
  const line = gpuLines.find((candidate) => subject.model.startsWith(`${candidate.line} `));
  const shroud = line?.shroud ?? '#2b2f36';
  const accent = subject.attribute('Chip').startsWith('Radeon') ? '#e11d2a' : '#76b900';
  const fans = length >= 290 ? 3 : 2;
  const fanSize = Math.min(92, (width - 40) / fans - 8);
  const front =
    rect(x - 14, 120, 14, 150, '#b8bec6') +
    rect(x + 30, 262, width * 0.45, 18, '#d4a017') +
    rect(x, 130, width, 136, shroud, { rx: 14 }) +
    rect(x + 8, 136, width - 16, 6, accent, { rx: 3 }) +
    Array.from({ length: fans }, (_, index) => fan(x + 20 + (index + 0.5) * ((width - 40) / fans), 204, fanSize)).join('') +
    text(x + width - 44, 258, subject.attribute('Chip').replace(/^(GeForce|Radeon) /, ''), 11, shade(shroud, 0.7));
  const rear =
    rect(x - 14, 120, 14, 150, '#b8bec6') +
    rect(x, 130, width, 136, shade(shroud, -0.3), { rx: 14 }) +
    Array.from({ length: 8 }, (_, index) => rect(x + 24 + index * ((width - 60) / 8), 160, (width - 60) / 12, 76, shade(shroud, 0.15), { rx: 3 })).join('') +
    text(200, 256, subject.manufacturer, 16, shade(shroud, 0.75), { 'font-weight': 700 });
  return framed(subject, view, front, rear, { fan: true });
}

export function processor(subject: Subject, view: string): string {
  const amd = subject.manufacturer === 'AMD';
  const [family, ...rest] = subject.model.split(/ (?=\S+$)/);
  const front =
    rect(90, 90, 220, 220, '#2f6b3a', { rx: 10 }) +
    rect(96, 96, 208, 208, 'none', { stroke: '#c9a227', 'stroke-width': 3, rx: 8 }) +
    (amd ? el('path', { d: 'M120 112h160l8 8v160l-8 8H120l-8-8V120z', fill: '#c9ccd1' }) : rect(112, 112, 176, 176, '#aeb4bc', { rx: 10 })) +
    text(200, 180, subject.manufacturer.toUpperCase(), 26, '#4b5563', { 'font-weight': 700 }) +
    text(200, 214, family ?? subject.model, 17, '#4b5563') +
    text(200, 240, rest.join(' '), 17, '#4b5563', { 'font-weight': 700 }) +
    text(200, 272, subject.attribute('Socket'), 12, '#6b7280');
  const rear =
    rect(90, 90, 220, 220, '#2f6b3a', { rx: 10 }) +
    Array.from({ length: 14 }, (_, row) => Array.from({ length: 14 }, (_, column) => circle(112 + column * 13.5, 112 + row * 13.5, 3, '#d4af37')).join('')).join('');
  return framed(subject, view, front, rear);
}

export function motherboard(subject: Subject, view: string): string {
  const formFactor = subject.attribute('Form Factor');
  const [width, height] = formFactor === 'Mini-ITX' ? [220, 220] : formFactor === 'Micro-ATX' ? [260, 260] : [250, 300];
  const x = 200 - width / 2;
  const y = 200 - height / 2;
  const slots = numberOf(subject.attribute('Memory Slots'), 4);
  const heatsink = subject.manufacturer === 'ASUS' ? '#3b3f45' : subject.manufacturer === 'MSI' ? '#52525b' : subject.manufacturer === 'Gigabyte' ? '#1f2937' : '#6b7280';
  const front =
    rect(x, y, width, height, '#1d2430', { rx: 6 }) +
    rect(x + 10, y + 10, 40, height * 0.42, heatsink, { rx: 4 }) +
    rect(x + 56, y + 10, width * 0.4, 24, heatsink, { rx: 4 }) +
    rect(x + 64, y + 48, 64, 64, '#c0c4c9', { rx: 4 }) +
    rect(x + 74, y + 58, 44, 44, '#9aa0a8') +
    Array.from({ length: slots }, (_, index) => rect(x + width - 58 + index * 11, y + 14, 6, height * 0.42, '#0f1115')).join('') +
    rect(x + 14, y + height * 0.55, width - 28, 10, '#0f1115') +
    (height > 230 ? rect(x + 14, y + height * 0.78, width - 28, 10, '#0f1115') : '') +
    rect(x + width * 0.55, y + height * 0.62, 54, 42, heatsink, { rx: 4 }) +
    rect(x + 30, y + height * 0.66, width * 0.4, 16, shade(heatsink, 0.2), { rx: 3 }) +
    text(x + width * 0.55 + 27, y + height * 0.62 + 26, subject.attribute('Chipset'), 11, '#e5e7eb');
  const rear = rect(80, 150, 240, 100, '#2a2f37', { rx: 6 }) + Array.from({ length: 10 }, (_, index) => rect(96 + (index % 5) * 44, 170 + Math.floor(index / 5) * 36, 30, 20, index % 3 === 0 ? '#2563eb' : '#0f1115', { rx: 2 })).join('');
  return framed(subject, view, front, rear);
}

export function memoryKit(subject: Subject, view: string): string {
  const colour = colourHex[subject.attribute('Colour')] ?? '#1c1f24';
  const rgb = subject.attribute('RGB Lighting') === 'Yes';
  const stick = (offset: number): string =>
    group(`translate(${offset} ${offset * 0.4})`,
      rect(70, 150, 240, 20, '#0f5132') +
      Array.from({ length: 30 }, (_, index) => rect(76 + index * 7.7, 170, 5, 12, '#d4af37')).join('') +
      (rgb ? rect(74, 108, 232, 18, 'url(#rgb)', { rx: 4 }) : '') +
      rect(70, 122, 240, 52, colour, { rx: 4 }) +
      el('path', { d: 'M90 136h90l10 12h100', stroke: shade(colour, isLight(colour) ? -0.25 : 0.3), fill: 'none', 'stroke-width': 3 }) +
      text(150, 162, subject.attribute('Memory Type'), 12, isLight(colour) ? '#374151' : '#d1d5db'));
  const front = stick(-16) + stick(16);
  return framed(subject, view, front, stick(0), { rgb });
}

export function drive(subject: Subject, view: string, label: string): string {
  const type = subject.attribute('Drive Type');
  const capacity = subject.attribute('Capacity');
  let front: string;
  if (type === 'NVMe SSD') {
    front =
      rect(60, 170, 280, 62, '#14532d', { rx: 4 }) +
      rect(318, 176, 22, 50, '#d4af37') +
      rect(70, 176, 220, 50, label, { rx: 3 }) +
      text(180, 198, subject.model.replace(` ${capacity}`, ''), 13, '#f9fafb') +
      text(180, 218, capacity, 13, '#f9fafb', { 'font-weight': 700 }) +
      circle(52, 201, 8, '#f4f5f7');
  } else if (type === 'SATA SSD') {
    front = rect(110, 110, 180, 220, shade(label, 0.1), { rx: 8 }) + rect(124, 124, 152, 120, label, { rx: 4 }) + text(200, 170, subject.manufacturer, 16, '#fff') + text(200, 200, subject.model.replace(` ${capacity}`, ''), 14, '#e5e7eb') + text(200, 228, capacity, 16, '#fff', { 'font-weight': 700 });
  } else {
    front =
      rect(100, 80, 200, 260, '#b8bec6', { rx: 6 }) +
      rect(112, 92, 176, 150, label, { rx: 4 }) +
      text(200, 140, subject.manufacturer, 15, '#fff') +
      text(200, 170, subject.model.replace(` ${capacity}`, ''), 15, '#fff', { 'font-weight': 700 }) +
      text(200, 208, capacity, 22, '#fff', { 'font-weight': 700 }) +
      circle(200, 290, 30, '#9aa0a8');
  }
  const rear = type === 'NVMe SSD' ? rect(60, 170, 280, 62, '#14532d', { rx: 4 }) + rect(318, 176, 22, 50, '#d4af37') + rect(90, 180, 150, 40, '#f3f4f6') : rect(100, 100, 200, 240, '#9aa0a8', { rx: 6 }) + rect(120, 300, 80, 16, '#111');
  return framed(subject, view, front, rear);
}

const ratingColour: Record<string, string> = { '80 Plus Bronze': '#b87333', '80 Plus Gold': '#d4af37', '80 Plus Platinum': '#c9ced6', '80 Plus Titanium': '#7d8590' };

export function powerSupply(subject: Subject, view: string): string {
  const efficiency = subject.attribute('Efficiency');
  const front =
    rect(70, 120, 260, 170, '#1f2329', { rx: 8 }) +
    el('polygon', { points: '70,120 110,90 370,90 330,120', fill: '#2b3038' }) +
    el('polygon', { points: '330,120 370,90 370,260 330,290', fill: '#15181c' }) +
    circle(200, 205, 66, '#0f1115') +
    Array.from({ length: 5 }, (_, index) => circle(200, 205, 60 - index * 12, 'none', { stroke: '#3a3f47', 'stroke-width': 2 })).join('') +
    rect(90, 132, 84, 26, ratingColour[efficiency] ?? '#d4af37', { rx: 4 }) +
    text(132, 150, efficiency.replace('80 Plus ', ''), 12, '#111827', { 'font-weight': 700 }) +
    text(280, 282, `${subject.attribute('Wattage (W)')}W`, 20, '#e5e7eb', { 'font-weight': 700 });
  const rear = rect(70, 120, 260, 170, '#1f2329', { rx: 8 }) + Array.from({ length: 9 }, (_, index) => rect(90 + (index % 3) * 26, 150 + Math.floor(index / 3) * 26, 18, 14, '#0f1115')).join('') + rect(230, 150, 70, 50, '#0f1115', { rx: 4 }) + text(200, 270, `${subject.attribute('Wattage (W)')}W`, 18, '#e5e7eb');
  return framed(subject, view, front, rear);
}

export function cpuCooler(subject: Subject, view: string, colour: string): string {
  if (subject.attribute('Cooler Type') === 'Liquid') {
    const radiator = numberOf(subject.attribute('Radiator Size (mm)'), 240);
    const fans = radiator >= 360 ? 3 : 2;
    const size = radiator === 280 ? 96 : 80;
    const width = fans * (size + 6) + 16;
    const x = 200 - width / 2;
    const front =
      rect(x, 70, width, size + 20, colour, { rx: 6 }) +
      Array.from({ length: fans }, (_, index) => fan(x + 8 + size / 2 + index * (size + 6) + 3, 80 + size / 2, size, true)).join('') +
      el('path', { d: `M${x + 20} ${90 + size} C ${x + 20} 260, 190 230, 190 262 M${x + 36} ${90 + size} C ${x + 36} 250, 210 230, 210 262`, stroke: '#1c1f24', 'stroke-width': 9, fill: 'none' }) +
      circle(200, 300, 40, colour) +
      circle(200, 300, 30, 'url(#rgb)');
    return framed(subject, view, front, rect(x, 70, width, size + 20, shade(colour, -0.2), { rx: 6 }), { fan: true });
  }
  const fins = Array.from({ length: 22 }, (_, index) => rect(120, 92 + index * 9, 160, 5, colour === '#b08968' ? '#c0c4c9' : shade(colour, 0.25))).join('');
  const front =
    Array.from({ length: 4 }, (_, index) => rect(150 + index * 28, 70, 8, 30, '#c27c3e', { rx: 4 })).join('') +
    fins +
    fan(200, 196, 150) +
    rect(150, 300, 100, 22, '#9aa0a8', { rx: 3 });
  return framed(subject, view, front, fins + rect(150, 300, 100, 22, '#9aa0a8'), { fan: true });
}

export function caseFans(subject: Subject, view: string, colour: string): string {
  const pack = numberOf(subject.attribute('Pack Size'), 1);
  const rgb = subject.attribute('RGB Lighting') === 'Yes';
  const shown = Math.min(3, pack);
  const size = shown === 1 ? 200 : 110;
  const frames = Array.from({ length: shown }, (_, index) => {
    const cx = 200 + (index - (shown - 1) / 2) * (size + 8);
    return rect(cx - size / 2, 200 - size / 2, size, size, colour, { rx: 10 }) + fan(cx, 200, size - 10, rgb);
  }).join('');
  const badge = pack > 1 ? rect(300, 300, 70, 34, '#111827', { rx: 17 }) + text(335, 323, `× ${pack}`, 16, '#fff') : '';
  return framed(subject, view, frames + badge, frames, { fan: true });
}
