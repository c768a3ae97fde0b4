import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstagramTiles } from './InstagramTiles.tsx';
import type { InstagramMedia } from './useInstagramTiles.ts';

/** Drawn squares standing in for the pictures, so the stories load nothing. */
const picture = (background: string, accent: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/><rect x="130" y="80" width="140" height="240" rx="8" fill="#1b1e24"/><circle cx="200" cy="150" r="36" fill="${accent}"/><circle cx="200" cy="240" r="36" fill="${accent}"/></svg>`)}`;

const colours: [string, string][] = [
  ['#e8eef7', '#7c4dff'],
  ['#1f2430', '#00e5ff'],
  ['#101418', '#76b900'],
  ['#0e1a2b', '#ff3d7f'],
  ['#1a1012', '#e53935'],
  ['#f4f1ea', '#ff7e29'],
  ['#141a22', '#ffb300'],
  ['#11131a', '#00e5ff'],
];
const media: InstagramMedia[] = colours.map(([background, accent], index) => ({
  id: `1789569566800455${index}`,
  permalink: `https://www.instagram.com/p/C1a2B3c4D5${index}/`,
  media_type: index === 1 ? 'CAROUSEL_ALBUM' : 'IMAGE',
  media_url: picture(background, accent),
}));

const meta = {
  title: 'Engagement/InstagramTiles',
  component: InstagramTiles,
  args: { media },
} satisfies Meta<typeof InstagramTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FourTiles: Story = { args: { maxItems: 4 } };

export const Empty: Story = { args: { media: [] } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
