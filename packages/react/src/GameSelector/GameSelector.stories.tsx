import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompatibilityWheel, preloadCompatibilityWheel } from '../CompatibilityWheel/CompatibilityWheel.tsx';
import { mockGames } from '../GameList/games.fixtures.ts';
import { GameSelector } from './GameSelector.tsx';

const compatiblePcs = (
  <div style={{ display: 'flex', gap: 24 }}>
    <CompatibilityWheel
      label="Ryzen 7 RTX 5070 Ti Gaming PC"
      parts={[
        { RequirementName: 'CPU', MaximumCompatibilityLevelNumber: 4 },
        { RequirementName: 'Graphics Card', MaximumCompatibilityLevelNumber: 3 },
        { RequirementName: 'Memory', MaximumCompatibilityLevelNumber: 4 },
      ]}
    />
    <CompatibilityWheel
      label="Ryzen 9 RTX 5090 Gaming PC"
      parts={[
        { RequirementName: 'CPU', MaximumCompatibilityLevelNumber: 4 },
        { RequirementName: 'Graphics Card', MaximumCompatibilityLevelNumber: 4 },
        { RequirementName: 'Memory', MaximumCompatibilityLevelNumber: 4 },
      ]}
    />
  </div>
);

const meta = {
  title: 'Software/GameSelector',
  component: GameSelector,
  // The wheels' drawing is a lazy part: loaded before the story renders, so the first render (and its screenshot) has it.
  loaders: [
    async () => {
      await preloadCompatibilityWheel();
      return {};
    },
  ],
  args: { games: mockGames, compatiblePcs, onSelectedGamesChange: fn(), onResolutionChange: fn(), onBuildTypeChange: fn(), onTabChange: fn() },
} satisfies Meta<typeof GameSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TwoGamesAt1440P: Story = {
  args: { defaultSelectedGames: [7001, 7003], defaultResolution: '1440P' },
};

export const SixthGameDropsTheOldest: Story = {
  args: { defaultSelectedGames: [7001, 7002, 7003, 7004, 7005] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hollow Depths' }));
    await expect(args.onSelectedGamesChange).toHaveBeenCalledWith([7002, 7003, 7004, 7005, 7006]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Ashfall Frontier was removed: up to 5 games can be compared.');
  },
};

export const CompatiblePcs: Story = {
  args: { defaultSelectedGames: [7001], defaultBuildType: 786 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'View Compatible PCs' }));
    await expect(canvas.getByRole('img', { name: /Ryzen 9 RTX 5090 Gaming PC/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultSelectedGames: [7002] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
