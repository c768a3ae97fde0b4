import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UvCanvas } from './UvCanvas.tsx';
import type { UvCanvasImage, UvCanvasPanel } from './useUvCanvas.ts';

// Pictures drawn inline, so the stories load nothing from elsewhere.
const svg = (fill: string, label: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="${fill}"/><circle cx="200" cy="150" r="90" fill="#ffffff" opacity="0.6"/><text x="200" y="160" text-anchor="middle" font-size="40" fill="#000">${label}</text></svg>`)}`;

const panel: UvCanvasPanel = { PanelName: 'L', PrintableAreaPixels: { X: 82, Y: 75, Width: 587, Height: 600 }, PrintableAreaPhysical: { WidthMM: 450, HeightMM: 460 } };
const sunset: UvCanvasImage = { id: 0, order: 0, x: 150, y: 150, width: 400, height: 300, url: svg('#ff7e29', 'Sunset'), name: 'sunset.png', naturalWidth: 4000, naturalHeight: 3000 };
const leaves: UvCanvasImage = { id: 1, order: 1, x: 300, y: 350, width: 200, height: 150, url: svg('#5f8f6b', 'Leaves'), name: 'Gum Leaves', naturalWidth: 3000, naturalHeight: 2250 };
const stars: UvCanvasImage = { id: 2, order: 2, x: 120, y: 450, width: 240, height: 180, url: svg('#0b1d3a', 'Stars'), name: 'Southern Cross', naturalWidth: 3000, naturalHeight: 2250 };

const meta = {
  title: 'Designer/UvCanvas',
  component: UvCanvas,
  args: { panel, panelLabel: 'Left side', onChange: fn(), defaultValue: [sunset] },
} satisfies Meta<typeof UvCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { defaultValue: [] } };

export const OneImage: Story = {};

export const ManyLayers: Story = { args: { defaultValue: [sunset, leaves, stars] } };

export const Selected: Story = {
  args: { defaultValue: [sunset, leaves, stars] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Gum Leaves/ }));
    await expect(canvas.getByRole('button', { name: /Gum Leaves/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Layer up' }));
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const LowResolutionWarning: Story = {
  args: { defaultValue: [{ ...sunset, naturalWidth: 1500, naturalHeight: 1125 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Print resolution low: \d+ DPI/)).toBeVisible();
  },
};

export const LowResolutionError: Story = {
  args: { defaultValue: [{ ...sunset, naturalWidth: 400, naturalHeight: 300 }] },
};

export const Guest: Story = { args: { isDisabled: true, defaultValue: [sunset, leaves] } };
