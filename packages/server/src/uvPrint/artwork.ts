// The PLE Artwork sample library (spec 2 §2: groups, default Featured, with an All option), drawn here as SVG so
// nothing is downloaded. Each picture declares a 3000 x 3000 size, so it prints sharp at any panel size (preflight).
export interface SampleArtwork {
  slug: string;
  Name: string;
  Group: 'Featured' | 'Nature' | 'Tech' | 'Australiana';
  svg: string;
}

const size = 3000;
const frame = (body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 300 300" role="img" aria-label="${label}">${body}</svg>`;

function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

export const sampleArtwork: readonly SampleArtwork[] = [
  {
    slug: 'southern-cross',
    Name: 'Southern Cross',
    Group: 'Featured',
    svg: frame(`<rect width="300" height="300" fill="#0b1d3a"/>${star(150, 60, 22, '#fff')}${star(95, 150, 20, '#fff')}${star(205, 135, 18, '#fff')}${star(150, 235, 24, '#fff')}${star(180, 175, 9, '#fff')}`, 'Southern Cross'),
  },
  {
    slug: 'outback-sunset',
    Name: 'Outback Sunset',
    Group: 'Featured',
    svg: frame(
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff7e29"/><stop offset="1" stop-color="#7a1f5c"/></linearGradient></defs><rect width="300" height="300" fill="url(#s)"/><circle cx="150" cy="190" r="60" fill="#ffd23f"/><rect y="210" width="300" height="90" fill="#5a2a12"/>`,
      'Outback Sunset',
    ),
  },
  {
    slug: 'gum-leaves',
    Name: 'Gum Leaves',
    Group: 'Nature',
    svg: frame(
      `<rect width="300" height="300" fill="#eef5ea"/>${[0, 1, 2, 3, 4].map((index) => `<ellipse cx="${60 + index * 45}" cy="${150 + (index % 2 === 0 ? -30 : 30)}" rx="18" ry="60" transform="rotate(${-30 + index * 15} ${60 + index * 45} 150)" fill="#5f8f6b"/>`).join('')}`,
      'Gum Leaves',
    ),
  },
  {
    slug: 'circuit-board',
    Name: 'Circuit Board',
    Group: 'Tech',
    svg: frame(
      `<rect width="300" height="300" fill="#062b1f"/>${[40, 90, 140, 190, 240].map((y) => `<path d="M0 ${y} H${100 + (y % 70)} L${130 + (y % 70)} ${y + 20} H300" stroke="#39d98a" stroke-width="4" fill="none"/><circle cx="${100 + (y % 70)}" cy="${y}" r="7" fill="#b8ffd9"/>`).join('')}`,
      'Circuit Board',
    ),
  },
  {
    slug: 'neon-wave',
    Name: 'Neon Wave',
    Group: 'Tech',
    svg: frame(`<rect width="300" height="300" fill="#12002b"/>${[0, 1, 2, 3].map((index) => `<path d="M0 ${120 + index * 25} Q75 ${70 + index * 25} 150 ${120 + index * 25} T300 ${120 + index * 25}" stroke="${['#ff2bd6', '#8a2bff', '#2bd9ff', '#2bff88'][index]}" stroke-width="6" fill="none"/>`).join('')}`, 'Neon Wave'),
  },
  {
    slug: 'kangaroo-crossing',
    Name: 'Kangaroo Crossing',
    Group: 'Australiana',
    svg: frame(
      `<rect width="300" height="300" fill="#ffd400"/><rect x="20" y="20" width="260" height="260" fill="none" stroke="#111" stroke-width="10" transform="rotate(45 150 150) scale(0.75) translate(50 50)"/><path d="M95 200 Q110 130 160 120 Q185 90 200 100 Q190 110 195 125 Q215 160 185 185 L215 205 L160 200 Q130 215 95 200 Z" fill="#111"/>`,
      'Kangaroo Crossing',
    ),
  },
];

/** Where a sample is served (uvPrint/storedImages.ts). */
export const sampleArtworkUrl = (slug: string): string => `/api/uv/library/${slug}.svg`;
