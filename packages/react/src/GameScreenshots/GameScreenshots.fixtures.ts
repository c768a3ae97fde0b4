// Three deterministic 16:9 screenshots drawn as data: URI SVGs (no network in stories).
const shot = (hue: number, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 30%)"/><stop offset="1" stop-color="hsl(${hue} 60% 10%)"/></linearGradient></defs>` +
      `<rect width="1280" height="720" fill="url(#g)"/>` +
      `<path d="M0 560 L300 330 L520 480 L760 280 L1280 600 L1280 720 L0 720 Z" fill="hsl(${hue} 40% 45%)" opacity="0.6"/>` +
      `<text x="60" y="660" font-family="system-ui, sans-serif" font-size="48" font-weight="700" fill="#fff">${label}</text>` +
      `</svg>`,
  )}`;

export const mockScreenshots: readonly string[] = [shot(20, 'Ashfall Frontier 1'), shot(200, 'Ashfall Frontier 2'), shot(140, 'Ashfall Frontier 3')];
