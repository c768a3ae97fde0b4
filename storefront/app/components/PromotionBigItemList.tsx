// The promotion page's big item list (spec 1 §2 "Big item list": "Toggle between Category and Brand. Tiles show the
// best saving ("Save up to N%"). Selecting one shows a grid below."): the participating items by category or brand,
// the chosen tile's items in the store's own item grid, so Add to Cart works as everywhere else.
import type { TileItem } from '@rigkit/api-client/mappers';
import type { BigItemListGroup, BigItemListGroupKey, BigItemListView } from '@rigkit/react/BigItemList';
import { BigItemList } from '@rigkit/react/BigItemList';
import { useSearchParams } from 'react-router';
import type { PromotionBigItemList as PromotionBigItemListData, ShopChoice } from '../lib/promotionBigItemList.ts';
import { parseShopParam, shopParam, shopParamValue } from '../lib/promotionBigItemList.ts';
import { pageGridColumnCount } from '../lib/gridSettings.ts';
import { ProductGrid } from './ProductGrid.tsx';

// The header (sort, filters, layout) stays on the full grid below: the tile is this grid's filter, and a hidden
// header keeps its settings out of the page address, which belongs to the full grid (spec 1 §4).
const tileGridSettings = { ShowHeader: false, ColumnCount: pageGridColumnCount };

const renderItems = (group: BigItemListGroup<TileItem>) => <ProductGrid items={group.items} label={`${group.name} items`} gridSettings={tileGridSettings} />;

export interface PromotionBigItemListProps {
  items: readonly TileItem[];
  list: PromotionBigItemListData;
  /** The heading's id, for the section's name. */
  headingId: string;
}

export function PromotionBigItemList({ items, list, headingId }: PromotionBigItemListProps) {
  // The view and the chosen tile live in the address (replacing the entry, the route's loader not asked again), so
  // Back from a product page and a reload show what the shopper had chosen; in the server HTML too.
  const [searchParams, setSearchParams] = useSearchParams();
  const choice = parseShopParam(searchParams.get(shopParam), list.defaultView);
  const choose = (next: ShopChoice) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        const value = shopParamValue(next, list.defaultView);
        if (value === null) params.delete(shopParam);
        else params.set(shopParam, value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const onViewChange = (view: BigItemListView) => choose({ view, selectedKey: null });
  const onSelectionChange = (selectedKey: BigItemListGroupKey | null) => choose({ view: choice.view, selectedKey });
  return (
    <section className="page-section promotion-shop-by" aria-labelledby={headingId}>
      <h2 id={headingId}>Shop this promotion by category or brand</h2>
      <BigItemList.Root
        items={items}
        categories={list.categories}
        manufacturers={list.manufacturers}
        view={choice.view}
        onViewChange={onViewChange}
        selectedKey={choice.selectedKey}
        onSelectionChange={onSelectionChange}
        renderItems={renderItems}
      />
    </section>
  );
}
