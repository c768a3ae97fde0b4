// The storefront's item grid over every item of a list (useProductGridProps.tsx has what every grid shares).
import type { TileItem } from '@rigkit/api-client/mappers';
import { ItemGrid } from '@rigkit/react/ItemGrid';
import type { ProductGridOptions } from './useProductGridProps.tsx';
import { useProductGridProps, withHiddenHeading } from './useProductGridProps.tsx';

export interface ProductGridProps extends ProductGridOptions {
  items: readonly TileItem[];
}

export function ProductGrid({ items, ...options }: ProductGridProps) {
  const props = useProductGridProps(options);
  return withHiddenHeading(<ItemGrid.Root items={items} {...props} />, options.hiddenHeading);
}
