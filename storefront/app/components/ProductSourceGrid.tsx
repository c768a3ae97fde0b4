// The storefront's item grid over a partial source (issue 21 items 1 and 3): the loader's first page of the shopper's
// view, every item from a cacheable GET when the shopper shows intent to change the view. It imports the grid without
// its engine (ItemGridSourceRoot), which arrives with the items.
import type { ItemGridSource } from '@rigkit/react/ItemGrid';
import { ItemGridSourceRoot } from '@rigkit/react/ItemGrid';
import type { ProductGridOptions } from './useProductGridProps.tsx';
import { useProductGridProps, withHiddenHeading } from './useProductGridProps.tsx';

export interface ProductSourceGridProps extends ProductGridOptions {
  source: ItemGridSource;
}

export function ProductSourceGrid({ source, ...options }: ProductSourceGridProps) {
  const props = useProductGridProps(options);
  return withHiddenHeading(<ItemGridSourceRoot source={source} {...props} />, options.hiddenHeading);
}
