import type { Meta, StoryObj } from '@storybook/react-vite';
import { UvPanelPreview } from './UvPanelPreview.tsx';
import type { UvCanvasImage, UvCanvasPanel } from './useUvCanvas.ts';

// Pictures drawn inline, so the stories load nothing from elsewhere.
const svg = (fill: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="${fill}"/><circle cx="200" cy="150" r="90" fill="#ffffff" opacity="0.6"/></svg>`)}`;

const panel: UvCanvasPanel = { PanelName: 'L', PrintableAreaPixels: { X: 82, Y: 75, Width: 587, Height: 600 }, PrintableAreaPhysical: { WidthMM: 450, HeightMM: 460 } };
const sunset: UvCanvasImage = { id: 0, order: 0, x: 150, y: 150, width: 400, height: 300, url: svg('#ff7e29'), name: 'sunset.png', naturalWidth: 4000, naturalHeight: 3000 };
const leaves: UvCanvasImage = { id: 1, order: 1, x: 300, y: 350, width: 200, height: 150, url: svg('#5f8f6b'), name: 'Gum Leaves', naturalWidth: 3000, naturalHeight: 2250 };

const meta = {
  title: 'Designer/UvPanelPreview',
  component: UvPanelPreview,
  args: { panel, images: [sunset, leaves] },
} satisfies Meta<typeof UvPanelPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Designed: Story = {};

export const Empty: Story = { args: { images: [] } };

export const Large: Story = { args: { size: 160 } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
