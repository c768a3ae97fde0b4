// The back-in-stock form itself, loaded only on a sold-out item's page (BackInStockNotice.tsx): with the
// notification rules it is about 9 kB gzip that every other product page would carry for nothing.
import type { StockNotificationValues } from '@rigkit/react/StockNotification';
import { StockNotification } from '@rigkit/react/StockNotification';
import { createNotification } from '../lib/engagement.client.ts';
// The sheet of what this lazily loaded part draws: it comes with its chunk.
import '../theme/widgets/engagement-forms.css';

export default function BackInStockForm({ inventoryItemId, description }: { inventoryItemId: number; description: string }) {
  return (
    <StockNotification notificationType="FreeStock" onSubmit={(values: StockNotificationValues) => createNotification(inventoryItemId, values)}>
      <p>We'll e-mail you when {description} is in stock.</p>
    </StockNotification>
  );
}
