// The drawing kit of the seeded product pictures (issue 17): a 400 × 400 "studio shot" on a light background, with
// a shared fan symbol, so each picture stays a few kB and the same input always draws the same bytes.

export const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ?? character);

type Attributes = Record<string, string | number>;

const attributeText = (attributes: Attributes): string =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? Math.round(value * 10) / 10 : escapeXml(value)}"`)
    .join('');

/** One element; children make it a container. */
export const el = (tag: string, attributes: Attributes, ...children: string[]): string =>
  children.length === 0 ? `<${tag}${attributeText(attributes)}/>` : `<${tag}${attributeText(attributes)}>${children.join('')}</${tag}>`;

export const rect = (x: number, y: number, width: number, height: number, fill: string, more: Attributes = {}): string => el('rect', { x, y, width, height, fill, ...more });
export const circle = (cx: number, cy: number, r: number, fill: string, more: Attributes = {}): string => el('circle', { cx, cy, r, fill, ...more });
export const text = (x: number, y: number, content: string, size: number, fill: string, more: Attributes = {}): string =>
  `<text${attributeText({ x, y, 'font-size': size, fill, 'font-family': 'Arial, Helvetica, sans-serif', 'text-anchor': 'middle', ...more })}>${escapeXml(content)}</text>`;
export const group = (transform: string, ...children: string[]): string => el('g', { transform }, ...children);

/** A fan seen from the front, drawn once per picture and placed with `fan(...)`. */
const fanSymbol =
  '<symbol id="fan" viewBox="-50 -50 100 100"><circle r="49" fill="#15171b"/><circle r="44" fill="#2b2f36"/><g fill="#4a505a">' +
  [0, 51, 103, 154, 206, 257, 309].map((angle) => `<ellipse cy="-23" rx="10" ry="21" transform="rotate(${angle}) skewX(18)"/>`).join('') +
  '</g><circle r="12" fill="#1c1f24"/></symbol>';

/** A fan of `size` px centred at (cx, cy); `glow` rings it in RGB light. */
export function fan(cx: number, cy: number, size: number, glow = false): string {
  const ring = glow ? circle(cx, cy, size / 2 - 1, 'none', { stroke: 'url(#rgb)', 'stroke-width': 3 }) : '';
  return el('use', { href: '#fan', x: cx - size / 2, y: cy - size / 2, width: size, height: size }) + ring;
}

const rgbGradient = '<linearGradient id="rgb"><stop offset="0" stop-color="#ff3d7f"/><stop offset=".5" stop-color="#7c4dff"/><stop offset="1" stop-color="#00e5ff"/></linearGradient>';

/** The picture: background, a floor shadow, the drawing; `label` is its accessible name. */
export function picture(label: string, drawing: string, uses: { fan?: boolean; rgb?: boolean } = {}): string {
  const defs = (uses.fan ? fanSymbol : '') + (uses.rgb || uses.fan ? rgbGradient : '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(label)}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    rect(0, 0, 400, 400, '#f4f5f7') +
    el('ellipse', { cx: 200, cy: 352, rx: 150, ry: 14, fill: '#000', opacity: 0.08 }) +
    drawing +
    '</svg>'
  );
}

/** "#rrggbb" made lighter (amount > 0) or darker (amount < 0), for edges and highlights. */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) || 0);
  return `#${channels.map((value) => Math.max(0, Math.min(255, Math.round(amount > 0 ? value + (255 - value) * amount : value * (1 + amount)))).toString(16).padStart(2, '0')).join('')}`;
}

/** Whether text on `hex` should be dark. */
export const isLight = (hex: string): boolean => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) || 0);
  return (r ?? 0) * 0.299 + (g ?? 0) * 0.587 + (b ?? 0) * 0.114 > 160;
};
