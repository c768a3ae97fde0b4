import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UvLibraryTab } from './UvLibraryTabs.tsx';
import { UvLibraryTabs } from './UvLibraryTabs.tsx';

type LibraryKey = 'mine' | 'ai' | 'ple';
const tabs: readonly UvLibraryTab<LibraryKey>[] = [
  { key: 'mine', label: 'My Artwork' },
  { key: 'ai', label: 'AI Generator' },
  { key: 'ple', label: 'PLE Artwork' },
];
const panelText: Record<LibraryKey, string> = {
  mine: 'Your uploaded pictures appear here.',
  ai: 'Describe the artwork you want drawn.',
  ple: 'Featured sample artwork.',
};

/** The tabs hold no state of their own (controlled), so the story keeps the open tab. */
function Library({ defaultKey, onSelectionChange }: { defaultKey: LibraryKey; onSelectionChange: (key: LibraryKey) => void }) {
  const [selectedKey, setSelectedKey] = useState(defaultKey);
  return (
    <UvLibraryTabs
      tabs={tabs}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        setSelectedKey(key);
        onSelectionChange(key);
      }}
      aria-label="Artwork libraries"
    >
      {(key) => <p>{panelText[key]}</p>}
    </UvLibraryTabs>
  );
}

const meta = {
  title: 'Designer/UvLibraryTabs',
  component: Library,
  args: { defaultKey: 'mine', onSelectionChange: fn() },
} satisfies Meta<typeof Library>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AiGeneratorOpen: Story = { args: { defaultKey: 'ai' } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'My Artwork' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'AI Generator' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'AI Generator' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'AI Generator' })).toHaveTextContent(panelText.ai);
    await userEvent.keyboard('{End}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('ple');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
