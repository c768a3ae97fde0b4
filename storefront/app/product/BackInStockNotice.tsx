// "Notify me when it's in stock" on a product page nobody has stock for (createCustomerNotification FreeStock,
// spec 1 §1 "in-stock notification form", §7; when it is offered: @rigkit/domain/availability, designed). The form
// loads only when it is offered; the server render waits for it, so the page arrives with it.
import { offersStockNotification } from '@rigkit/domain/availability';
import { lazy, Suspense, useId } from 'react';
import type { ItemDetail } from './types.ts';

const BackInStockForm = lazy(() => import('./BackInStockForm.tsx'));

export function BackInStockNotice({ item }: { item: ItemDetail }) {
  const headingId = useId();
  // An item whose stock was not given is not assumed sold out.
  if (!item.Availabilities || !offersStockNotification({ ItemTypeCode: item.ItemTypeCode, Availabilities: item.Availabilities })) return null;
  return (
    <section className="product-page__notify" aria-labelledby={headingId}>
      <h2 id={headingId}>Get notified when it's back in stock</h2>
      <Suspense fallback={null}>
        <BackInStockForm inventoryItemId={item.InventoryItemId} description={item.ItemDescription} />
      </Suspense>
    </section>
  );
}
