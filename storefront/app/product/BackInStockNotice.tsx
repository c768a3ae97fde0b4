// "Notify me when it's in stock" on a product page nobody has stock for (createCustomerNotification FreeStock,
// spec 1 §1 "in-stock notification form", §7; when it is offered: @rigkit/domain/availability, designed).
import { offersStockNotification } from '@rigkit/domain/availability';
import { StockNotification } from '@rigkit/react/StockNotification';
import { useId } from 'react';
import { createNotification } from '../lib/engagement.client.ts';
import type { ItemDetail } from './types.ts';

export function BackInStockNotice({ item }: { item: ItemDetail }) {
  const headingId = useId();
  // An item whose stock was not given is not assumed sold out.
  if (!item.Availabilities || !offersStockNotification({ ItemTypeCode: item.ItemTypeCode, Availabilities: item.Availabilities })) return null;
  return (
    <section className="product-page__notify" aria-labelledby={headingId}>
      <h2 id={headingId}>Get notified when it's back in stock</h2>
      <StockNotification notificationType="FreeStock" onSubmit={(values) => createNotification(item.InventoryItemId, values)}>
        <p>We'll e-mail you when {item.ItemDescription} is in stock.</p>
      </StockNotification>
    </section>
  );
}
