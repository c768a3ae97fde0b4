import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GameList } from './GameList.tsx';
import { mockGames } from './games.fixtures.ts';

const meta = {
  title: 'Software/GameList',
  component: GameList,
  args: { games: mockGames },
} satisfies Meta<typeof GameList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ashfall Frontier' })).toHaveAttribute('href', '/software/7001/ashfall-frontier');
  },
};

export const FewGames: Story = {
  args: { games: mockGames.slice(0, 3), label: 'Popular games' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
