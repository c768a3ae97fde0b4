import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompatibilityWheel, preloadCompatibilityWheel } from './CompatibilityWheel.tsx';

const meta = {
  title: 'Software/CompatibilityWheel',
  component: CompatibilityWheel,
  // The drawing is a lazy part: loaded before the story renders, so the first render (and its screenshot) has it.
  loaders: [
    async () => {
      await preloadCompatibilityWheel();
      return {};
    },
  ],
  args: {
    label: 'Ashfall Frontier',
    parts: [
      { RequirementName: 'CPU', MaximumCompatibilityLevelNumber: 4 },
      { RequirementName: 'Graphics Card', MaximumCompatibilityLevelNumber: 3 },
      { RequirementName: 'Memory', MaximumCompatibilityLevelNumber: 4 },
    ],
  },
} satisfies Meta<typeof CompatibilityWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /Ashfall Frontier: Plays at 1440P/ })).toBeVisible();
  },
};

export const Plays4K: Story = {
  args: {
    label: 'Kingdoms of Verdance',
    parts: [
      { RequirementName: 'CPU', MaximumCompatibilityLevelNumber: 4 },
      { RequirementName: 'Graphics Card', MaximumCompatibilityLevelNumber: 4 },
      { RequirementName: 'Memory', MaximumCompatibilityLevelNumber: 4 },
    ],
  },
};

export const MinimumSettings: Story = {
  args: {
    label: 'Starfall Tactics',
    parts: [
      { RequirementName: 'CPU', MaximumCompatibilityLevelNumber: 2 },
      { RequirementName: 'Graphics Card', MaximumCompatibilityLevelNumber: 1 },
      { RequirementName: 'Memory', MaximumCompatibilityLevelNumber: 0 },
    ],
    level: 1,
  },
};

export const Incompatible: Story = {
  args: {
    label: 'Office PC',
    parts: [
      { RequirementName: 'CPU', MaximumCompatibilityLevelNumber: 3 },
      { RequirementName: 'Graphics Card', MaximumCompatibilityLevelNumber: -1 },
      { RequirementName: 'Memory', MaximumCompatibilityLevelNumber: 2 },
    ],
  },
};

export const Compact: Story = {
  args: { size: 64, showCaption: false },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
