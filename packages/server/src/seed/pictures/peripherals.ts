// Pictures of what sits around the PC: monitors (their size and shape), keyboards, mice, headsets, network gear,
// mouse mats, software and the UV print service.
import { circle, el, rect, text, picture } from './svg.ts';
import type { Subject } from './parts.ts';

export function monitor(subject: Subject): string {
  const size = Number.parseFloat(subject.attribute('Screen Size')) || 27;
  const wide = subject.attribute('Resolution').startsWith('3440');
  const width = wide ? 330 : 150 + size * 6;
  const height = wide ? 140 : width * 0.57;
  const x = 200 - width / 2;
  const y = 250 - height;
  const oled = subject.attribute('Panel Type') === 'OLED';
  return picture(
    subject.title,
    '<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset=".6" stop-color="#7c3aed"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs>' +
      rect(x, y, width, height, '#111318', { rx: 6 }) +
      rect(x + 6, y + 6, width - 12, height - 16, oled ? '#050507' : 'url(#screen)') +
      (oled ? rect(x + 6, y + 6, width - 12, height - 16, 'url(#screen)', { opacity: 0.8 }) : '') +
      text(200, y + height / 2 + 6, `${subject.attribute('Refresh Rate')}`, 20, '#ffffff', { opacity: 0.85, 'font-weight': 700 }) +
      rect(188, 250, 24, 70, '#2b2f36') +
      el('path', { d: 'M140 330 L260 330 L240 318 L160 318 Z', fill: '#2b2f36' }),
  );
}

export function keyboard(subject: Subject): string {
  const compact = /TKL|Mini|75%/.test(subject.model);
  const width = compact ? 260 : 330;
  const x = 200 - width / 2;
  const keys = Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: compact ? 14 : 18 }, (_, column) => rect(x + 10 + column * ((width - 20) / (compact ? 14 : 18)), 168 + row * 20, (width - 20) / (compact ? 14 : 18) - 3, 16, '#2b2f36', { rx: 2 })).join(''),
  ).join('');
  const mechanical = subject.attribute('Type') === 'Mechanical';
  return picture(
    subject.title,
    (mechanical ? '<defs><linearGradient id="rgb"><stop offset="0" stop-color="#ff3d7f"/><stop offset=".5" stop-color="#7c4dff"/><stop offset="1" stop-color="#00e5ff"/></linearGradient></defs>' : '') +
      rect(x, 155, width, 120, mechanical ? 'url(#rgb)' : '#111318', { rx: 10 }) +
      rect(x + 4, 159, width - 8, 112, '#111318', { rx: 8 }) +
      keys +
      (subject.attribute('Connection') === 'Wired' ? el('path', { d: 'M200 155 C 200 110, 260 110, 270 60', stroke: '#111318', 'stroke-width': 4, fill: 'none' }) : ''),
  );
}

export function mouse(subject: Subject): string {
  const light = subject.attribute('Type') === 'Ultralight';
  return picture(
    subject.title,
    el('path', { d: 'M200 110 C 250 110, 262 170, 258 240 C 254 300, 230 330, 200 330 C 170 330, 146 300, 142 240 C 138 170, 150 110, 200 110 Z', fill: '#16181c' }) +
      (light ? Array.from({ length: 12 }, (_, index) => circle(180 + (index % 3) * 20, 250 + Math.floor(index / 3) * 18, 6, '#f4f5f7')).join('') : '') +
      el('path', { d: 'M200 112 L200 190', stroke: '#3a3f47', 'stroke-width': 2 }) +
      rect(194, 140, 12, 28, '#4a505a', { rx: 6 }) +
      (subject.attribute('Connection') === 'Wired' ? el('path', { d: 'M200 110 C 200 70, 240 60, 250 30', stroke: '#16181c', 'stroke-width': 4, fill: 'none' }) : ''),
  );
}

export function headset(subject: Subject): string {
  return picture(
    subject.title,
    el('path', { d: 'M110 230 C 110 90, 290 90, 290 230', stroke: '#1c1f24', 'stroke-width': 18, fill: 'none' }) +
      rect(88, 210, 56, 100, '#2b2f36', { rx: 26 }) +
      rect(256, 210, 56, 100, '#2b2f36', { rx: 26 }) +
      rect(96, 222, 40, 76, '#4a505a', { rx: 20 }) +
      rect(264, 222, 40, 76, '#4a505a', { rx: 20 }) +
      (subject.attribute('Connection') === 'Wireless' ? '' : el('path', { d: 'M116 298 C 130 330, 170 330, 178 300', stroke: '#1c1f24', 'stroke-width': 6, fill: 'none' })),
  );
}

export function networkDevice(subject: Subject): string {
  const kind = subject.attribute('Device Type');
  if (kind === 'Access Point') return picture(subject.title, circle(200, 210, 110, '#f9fafb', { stroke: '#d1d5db', 'stroke-width': 3 }) + circle(200, 210, 10, '#38bdf8'));
  const ports = Math.min(48, Number.parseInt(subject.attribute('Ports'), 10) || 8);
  const perRow = Math.ceil(ports / (ports > 12 ? 2 : 1));
  const portWidth = Math.min(22, 280 / perRow - 3);
  return picture(
    subject.title,
    rect(40, 160, 320, 90, subject.manufacturer === 'Ubiquiti' ? '#e5e7eb' : '#1f2937', { rx: 6 }) +
      Array.from({ length: ports }, (_, index) => rect(56 + (index % perRow) * (portWidth + 3), 180 + Math.floor(index / perRow) * 26, portWidth, 18, '#111318', { rx: 2 })).join('') +
      circle(340, 178, 4, '#22c55e'),
  );
}

export function mouseMat(subject: Subject, printable: boolean): string {
  const [width, height] = (/(\d+)x(\d+)mm/.exec(subject.attribute('Size')) ?? []).slice(1).map(Number);
  const scale = 320 / Math.max(width ?? 320, height ?? 270);
  const w = (width ?? 320) * scale;
  const h = (height ?? 270) * scale;
  return picture(
    subject.title,
    '<defs><linearGradient id="print" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#06b6d4"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>' +
      rect(200 - w / 2, 200 - h / 2, w, h, printable ? 'url(#print)' : '#15171b', { rx: 14 }) +
      text(200, 205 + (h > 120 ? 0 : 0), printable ? 'Your design' : 'RIGKIT', 22, '#ffffff', { opacity: 0.85, 'font-weight': 700 }),
  );
}

export function softwareBox(subject: Subject): string {
  const squares = ['#f25022', '#7fba00', '#00a4ef', '#ffb900'].map((colour, index) => rect(160 + (index % 2) * 42, 120 + Math.floor(index / 2) * 42, 38, 38, colour)).join('');
  return picture(subject.title, rect(110, 70, 180, 260, '#0f172a', { rx: 6 }) + squares + text(200, 250, subject.model.replace(/^Microsoft /, ''), 14, '#ffffff') + text(200, 290, subject.manufacturer, 12, '#94a3b8'));
}

export function uvPrint(subject: Subject): string {
  return picture(
    subject.title,
    '<defs><linearGradient id="print" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#06b6d4"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>' +
      (subject.model === 'UV-NONE' ? rect(120, 70, 160, 270, '#d1d5db', { rx: 8 }) + el('path', { d: 'M130 80 L270 330', stroke: '#9ca3af', 'stroke-width': 6 }) : rect(120, 70, 160, 270, 'url(#print)', { rx: 8 }) + text(200, 210, 'UV', 40, '#ffffff', { 'font-weight': 700 })),
  );
}

/** A desk set seen from above (the desk kit, seed/deskKit.ts): a wide mousepad with a keyboard, a mouse and a headset on it. */
export function deskSet(subject: Subject): string {
  const keys = Array.from({ length: 4 }, (_, row) => Array.from({ length: 12 }, (_, column) => rect(62 + column * 15, 186 + row * 15, 12, 12, '#2b2f36', { rx: 2 })).join('')).join('');
  return picture(
    subject.title,
    rect(30, 160, 340, 120, '#15171b', { rx: 12 }) +
      rect(54, 178, 196, 72, '#111318', { rx: 6, stroke: '#3a3f47', 'stroke-width': 2 }) +
      keys +
      el('path', { d: 'M300 188 C 322 188, 328 206, 327 228 C 326 250, 316 262, 300 262 C 284 262, 274 250, 273 228 C 272 206, 278 188, 300 188 Z', fill: '#2b2f36' }) +
      el('path', { d: 'M120 150 C 120 60, 280 60, 280 150', stroke: '#1c1f24', 'stroke-width': 14, fill: 'none' }) +
      rect(100, 128, 40, 62, '#2b2f36', { rx: 18 }) +
      rect(260, 128, 40, 62, '#2b2f36', { rx: 18 }),
  );
}
