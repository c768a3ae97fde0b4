import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { YouTubePlaylist } from './YouTubePlaylist.tsx';
import type { YouTubePlaylistItem } from './useYouTubePlaylist.ts';

/** Drawn posters and a local stand-in player page, so the stories load nothing from YouTube. */
const poster = (title: string, background: string, accent: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="${background}"/><rect x="40" y="60" width="8" height="120" fill="${accent}"/><text x="64" y="300" font-size="30" font-family="Arial" fill="#fff">${title}</text></svg>`)}`;
const localPlayer = (videoId: string) =>
  `data:text/html,${encodeURIComponent(`<!doctype html><html lang="en"><title>Player</title><body style="margin:0;background:#000;color:#fff;font:16px Arial;display:grid;place-items:center;height:100vh"><p>Playing ${videoId}</p></body></html>`)}`;

const items: YouTubePlaylistItem[] = [
  ['rk5070tibld', 'RTX 5070 Ti build guide', 'We build a mid-range gaming PC around the RTX 5070 Ti.', '#101418', '#76b900'],
  ['rkuvprint01', 'UV printing a glass side panel', 'From your artwork to a printed panel.', '#1f1530', '#ff3d7f'],
  ['rkcablemgt1', 'Cable management in ten minutes', 'Our Osborne Park techs tidy a full tower.', '#0e1a2b', '#00e5ff'],
].map(([videoId = '', title = '', description = '', background = '', accent = '']) => ({
  snippet: { title, description, thumbnails: { medium: { url: poster(title, background, accent), width: 320, height: 180 } }, resourceId: { videoId } },
}));

const meta = {
  title: 'Engagement/YouTubePlaylist',
  component: YouTubePlaylist,
  args: { items, playerUrl: localPlayer },
} satisfies Meta<typeof YouTubePlaylist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Posters: Story = {};

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play UV printing a glass side panel' }));
    await expect(canvas.getByTitle('UV printing a glass side panel (YouTube video)')).toHaveFocus();
  },
};

export const Empty: Story = { args: { items: [] } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
