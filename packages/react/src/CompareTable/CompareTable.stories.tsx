import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImageUrl } from '../ItemTile/storyImages.ts';
import { CompareTable } from './CompareTable.tsx';
import type { CompareTableRootProps } from './CompareTable.tsx';
import { compareItems, mixedItems } from './CompareTable.fixtures.ts';

const imagesLoaded = async (root: HTMLElement) => {
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
};

type StoryArgs = Omit<CompareTableRootProps, 'children'> & { onRemove?: () => void; onAddToCart?: () => void };

function CompareTableStory({ onRemove, onAddToCart, ...props }: StoryArgs) {
  return (
    <CompareTable.Root {...props}>
      <CompareTable.DifferencesToggle />
      <CompareTable.Table imageUrl={storyImageUrl} {...(onRemove ? { onRemove } : {})} {...(onAddToCart ? { onAddToCart } : {})} />
    </CompareTable.Root>
  );
}

const meta = {
  title: 'Catalogue/CompareTable',
  component: CompareTableStory,
  args: { items: compareItems, onRemove: fn(), onAddToCart: fn() },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof CompareTableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DifferencesOnly: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show only differences' }));
    await expect(canvas.queryByRole('rowheader', { name: 'Length' })).not.toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DifferentKinds: Story = { args: { items: mixedItems } };

export const ReadOnly: Story = { args: { items: compareItems, onRemove: undefined, onAddToCart: undefined } };

export const Empty: Story = { args: { items: [] } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
