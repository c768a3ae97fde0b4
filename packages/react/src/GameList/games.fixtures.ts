// Deterministic games for the software widgets' tests and stories (the shared mocks have none): box art drawn
// locally as data: URI SVGs so stories never touch the network. Names and ids follow the reference server's seed.
import type { components } from '@rigkit/api-client';

type Software = components['schemas']['Software'];

const palettes = [
  ['#1e1b4b', '#f97316'],
  ['#0f172a', '#38bdf8'],
  ['#052e16', '#4ade80'],
  ['#3b0764', '#f0abfc'],
  ['#450a0a', '#fca5a5'],
  ['#0c4a6e', '#fde047'],
] as const;

/** A game's box art: a dark poster with a mountain, a sun and the title. */
export function mockBoxArt(softwareId: number, title: string): string {
  const [ink, light] = palettes[softwareId % palettes.length] ?? palettes[0];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 264 352" width="264" height="352">` +
    `<rect width="264" height="352" fill="${ink}"/>` +
    `<circle cx="190" cy="100" r="42" fill="${light}" opacity="0.85"/>` +
    `<path d="M0 300 L90 170 L150 240 L200 190 L264 280 L264 352 L0 352 Z" fill="${light}" opacity="0.35"/>` +
    `<text x="20" y="320" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="#fff">${title}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const names = [
  [7001, 'Ashfall Frontier'],
  [7002, 'Neon Circuit'],
  [7003, 'Kingdoms of Verdance'],
  [7004, 'Starfall Tactics'],
  [7005, 'Iron Horizon'],
  [7006, 'Hollow Depths'],
  [7007, 'Velocity Rush'],
  [7008, 'Frostbound'],
  [7009, 'Echoes of Arden'],
  [7010, 'Skyward Legion'],
  [7011, 'Rift Runners'],
  [7012, 'Dustwalker'],
] as const;

export const mockGames: readonly Software[] = names.map(([SoftwareId, SoftwareName]) => ({ SoftwareId, SoftwareName, ImageUrl: mockBoxArt(SoftwareId, SoftwareName) }));
