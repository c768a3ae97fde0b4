// The block every product layout opens with (spec 2 §2): name, brand, model and code, price with promotions and
// the buy button, availability and shipping by postcode.
import type { AddToCartLine } from '@rigkit/domain/cart';
import { useCallScope } from '@rigkit/react/CallScope';
import { ProductAvailability } from '@rigkit/react/ProductAvailability';
import { ProductPrice } from '@rigkit/react/ProductPrice';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../lib/api.client.ts';
import { brandPath } from '@rigkit/domain/paths';
import { BackInStockNotice } from './BackInStockNotice.tsx';
import type { ItemDetail } from './types.ts';

export interface ProductSummaryProps {
  item: ItemDetail;
  now: Date;
  onAddToCart: (line: AddToCartLine) => Promise<void>;
  /** The price block, watched by the sticky buy bar. */
  priceRef?: Ref<HTMLElement>;
  /** Shown under the price's buttons (e.g. Customise on the kit page). */
  children?: ReactNode;
  /** Shown between the heading and the price (e.g. the kit's contents). */
  intro?: ReactNode;
}

export function ProductSummary({ item, now, onAddToCart, priceRef, children, intro }: ProductSummaryProps) {
  // A newer postcode's estimate cancels the last one, and leaving the page cancels both.
  const calls = useCallScope();
  return (
    <div className="product-page__summary">
      <h1>{item.ItemDescription}</h1>
      <p className="product-page__meta">
        {item.ManufacturerName ? <Link to={brandPath(item.ManufacturerId ?? 0, item.ManufacturerName)}>{item.ManufacturerName}</Link> : null}
        {item.ManufacturerModel ? ` · Model ${item.ManufacturerModel}` : null}
        {item.ItemCode ? ` · ${item.ItemCode}` : null}
      </p>
      {intro}
      <ProductPrice {...(priceRef ? { ref: priceRef } : {})} item={item} now={now} onAddToCart={onAddToCart}>
        {children}
      </ProductPrice>
      <ProductAvailability
        item={item}
        now={now}
        onPostcodeChange={async (postcode) => {
          const { data } = await browserApi().POST('/fetchShipping', { body: { InventoryItemIds: [item.InventoryItemId], PostCode: postcode }, signal: calls.next() });
          return data.data ?? [];
        }}
      />
      <BackInStockNotice item={item} />
    </div>
  );
}
