/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CompareItem } from '@rigkit/domain/compare';
import { expect, userEvent, within } from 'storybook/test';
// The theme's widget sheet, until theme.css imports it (the storefront owns the only CSS).
import '../../../../storefront/app/theme/widgets/compare-tray.css';
import { reloadCompareSnapshot } from './compareStore.ts';
import { CompareToggle } from './CompareToggle.tsx';
import { CompareTray, preloadCompareTray } from './CompareTray.tsx';

const cards: CompareItem[] = [
  { InventoryItemId: 612345, ItemDescription: 'MSI GeForce RTX 5070 Ti 16GB Ventus 3X OC Graphics Card' },
  { InventoryItemId: 612346, ItemDescription: 'ASUS TUF Gaming Radeon RX 9070 XT 16GB Graphics Card' },
  { InventoryItemId: 612347, ItemDescription: 'Gigabyte GeForce RTX 5080 16GB Gaming OC Graphics Card' },
  { InventoryItemId: 612348, ItemDescription: 'Sapphire Pulse Radeon RX 9060 XT 16GB Graphics Card' },
  { InventoryItemId: 612349, ItemDescription: 'Zotac GeForce RTX 5060 8GB Twin Edge Graphics Card' },
];

/** Starts a story with these items already chosen (the tab's sessionStorage). */
const chosen = (items: readonly CompareItem[]) => () => {
  sessionStorage.setItem('rigkit.compare', JSON.stringify(items));
  reloadCompareSnapshot();
};

function Page() {
  return (
    <div style={{ minHeight: 420, padding: 16, display: 'flex', flexWrap: 'wrap', gap: 8, alignContent: 'start' }}>
      {cards.map((item) => (
        <CompareToggle key={item.InventoryItemId} item={item} />
      ))}
      <CompareTray />
    </div>
  );
}

const meta = {
  title: 'Browsing/CompareTray',
  component: Page,
  beforeEach: chosen([]),
  // The tray's panel is a lazy part: loaded before the story renders, so the first render (and its screenshot) has it.
  loaders: [
    async () => {
      await preloadCompareTray();
      return {};
    },
  ],
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards chosen: the tray lists them and links to the compare page. */
export const Playground: Story = { beforeEach: chosen(cards.slice(0, 2)) };

/** One card chosen: the tray asks for another before it links. */
export const OneChosen: Story = { beforeEach: chosen(cards.slice(0, 1)) };

/** Four chosen and a 5th pressed: refused, with the reason in the tray. */
export const Full: Story = {
  beforeEach: chosen(cards.slice(0, 4)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Compare ${cards[4]?.ItemDescription ?? ''}` }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can compare up to 4 items. Remove one to add another.');
  },
};

/** On a phone the tray spans the screen's foot. */
export const Mobile: Story = {
  beforeEach: chosen(cards.slice(0, 3)),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
