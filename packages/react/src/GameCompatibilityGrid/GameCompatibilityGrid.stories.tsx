import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GameCompatibilityGrid } from './GameCompatibilityGrid.tsx';
import { mockGameCompatibility } from './GameCompatibilityGrid.fixtures.ts';

const meta = {
  title: 'Software/GameCompatibilityGrid',
  component: GameCompatibilityGrid,
  args: { entries: mockGameCompatibility, label: 'Ryzen 7 RTX 5070 Gaming PC' },
} satisfies Meta<typeof GameCompatibilityGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
  },
};

export const SecondPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next games' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const FiveChosenGames: Story = {
  args: { entries: mockGameCompatibility.slice(4, 9) },
};

export const Empty: Story = {
  args: { entries: [] },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(6);
  },
};
