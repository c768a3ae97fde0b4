// "Notify me when it's in stock" on a product page nobody has stock for (createCustomerNotification FreeStock,
// spec 1 §1 "in-stock notification form", §7; when it is offered: @rigkit/domain/availability, designed). The form
// loads only when it is offered, and only in the browser: a server-rendered copy could be submitted natively (a page
// reload that loses what was typed) in the moment before its lazily loaded code hydrates it.
import { offersStockNotification } from '@rigkit/domain/availability';
import { lazy, Suspense, useId } from 'react';
import { useIsHydrated } from '../components/CmsHtml.tsx';
import type { ItemDetail } from './types.ts';

const BackInStockForm = lazy(() => import('./BackInStockForm.tsx'));

export function BackInStockNotice({ item }: { item: ItemDetail }) {
  const headingId = useId();
  const isHydrated = useIsHydrated();
  // An item whose stock was not given is not assumed sold out.
  if (!item.Availabilities || !offersStockNotification({ ItemTypeCode: item.ItemTypeCode, Availabilities: item.Availabilities })) return null;
  return (
    <section className="product-page__notify" aria-labelledby={headingId}>
      <h2 id={headingId}>Get notified when it's back in stock</h2>
      {isHydrated ? (
        <Suspense fallback={null}>
          <BackInStockForm inventoryItemId={item.InventoryItemId} description={item.ItemDescription} />
        </Suspense>
      ) : null}
    </section>
  );
}
