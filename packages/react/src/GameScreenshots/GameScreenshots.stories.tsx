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
