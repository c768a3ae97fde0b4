import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockScreenshots } from './GameScreenshots.fixtures.ts';
import { GameScreenshots } from './GameScreenshots.tsx';

const meta = {
  title: 'Software/GameScreenshots',
  component: GameScreenshots,
  args: { screenshots: mockScreenshots, title: 'Ashfall Frontier', onIndexChange: fn() },
} satisfies Meta<typeof GameScreenshots>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SecondScreenshot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next screenshot' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByText('2 of 3', { selector: "[data-part='position']" })).toBeVisible();
  },
};

export const SingleScreenshot: Story = {
  args: { screenshots: mockScreenshots.slice(0, 1) },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/**
 * Autoplay paused by the shopper (WCAG 2.2.2): after Pause the button reads "Play screenshots" and the slider stays on
 * its screenshot. A minute between turns (the store uses 3 s) so the story never turns before the press.
 */
export const Paused: Story = {
  args: { autoplayMs: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('region', { name: 'Ashfall Frontier screenshots' });
    await expect(slider).toHaveAttribute('data-autoplay', 'playing');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause screenshots' }));
    await expect(canvas.getByRole('button', { name: 'Play screenshots' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pause screenshots' })).toBeNull();
    await expect(slider).toHaveAttribute('data-autoplay', 'paused');
    // Paused, the position is announced again and stays on the first screenshot.
    await expect(canvas.getByText('1 of 3', { selector: "[data-part='position']" })).toHaveAttribute('aria-live', 'polite');
  },
};
