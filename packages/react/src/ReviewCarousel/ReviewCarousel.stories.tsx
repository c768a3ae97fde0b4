import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleReviews } from './fixtures.ts';
import { ReviewCarousel } from './ReviewCarousel.tsx';

const meta = {
  title: 'Engagement/ReviewCarousel',
  component: ReviewCarousel,
  // Paused so every screenshot shows the same page; the tests cover the 4 s autoplay.
  args: { reviews: sampleReviews, defaultPaused: true },
} satisfies Meta<typeof ReviewCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const SecondPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next reviews' }));
    await expect(canvas.getByText('Ava K.')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
