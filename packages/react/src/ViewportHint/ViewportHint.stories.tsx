/// <reference types="vite/client" />
// What a server sends for each hinted screen: the item grid rendered to HTML inside ViewportHintProvider, shown as
// the browser would paint it before hydration. A phone's hint gives two columns and the Filters button; a laptop's
// gives the filter column beside the results.
import { categoryTree, items } from '@rigkit/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { expect, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/item-tile.css';
import '../../../../storefront/app/theme/widgets/item-grid.css';
import { ItemGrid } from '../ItemGrid/ItemGrid.tsx';
import { storyImageUrl } from '../ItemTile/storyImages.ts';
import { ViewportHintProvider } from './ViewportHint.tsx';

// Every picture decoded before the screenshot is taken.
const imagesLoaded = async (root: HTMLElement) => {
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
};

function ServerMarkup({ width }: { width: number }) {
  const html = renderToString(
    <ViewportHintProvider width={width}>
      <ItemGrid.Root items={items} imageUrl={storyImageUrl} shopper={{ storeName: 'Wangara', warehouseId: 1 }} categories={categoryTree.Categories} />
    </ViewportHintProvider>,
  );
  return <div data-hint-width={width} dangerouslySetInnerHTML={{ __html: html }} />;
}

const meta = {
  title: 'Browsing/ViewportHint',
  component: ServerMarkup,
  args: { width: 1280 },
  argTypes: { width: { control: { type: 'number', min: 320, max: 1920, step: 10 } } },
} satisfies Meta<typeof ServerMarkup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const grid = canvasElement.querySelector('[data-rigkit="item-grid"]');
    await expect(grid).toHaveAttribute('data-viewport', 'desktop');
    await expect(within(canvasElement).getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
  },
};

/** A request that looked like a phone (390 px): the server already sends the phone's layout. */
export const PhoneHint: Story = {
  args: { width: 390 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const grid = canvasElement.querySelector('[data-rigkit="item-grid"]');
    await expect(grid).toHaveAttribute('data-viewport', 'mobile');
    await expect(grid).toHaveAttribute('data-columns', '2');
    await expect(within(canvasElement).getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

/** A tablet's hint (820 px) is under the 900 px breakpoint too. */
export const TabletHint: Story = {
  args: { width: 820 },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvasElement.querySelector('[data-rigkit="item-grid"]')).toHaveAttribute('data-viewport', 'mobile');
  },
};
