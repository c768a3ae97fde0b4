// The item's attachments (spec 2 §2 "attachments (safety data sheets)"), in a file of their own: the custom build page
// shows them without the rest of the product footer (people also bought brings the item tiles and the cart client,
// about 5 kB gzip of its route JavaScript, issue 7).
import { ProductDetailsAttachments } from '@rigkit/react/ProductDetails';
import type { ItemDetail } from './types.ts';

// Designed: the reference API serves an item's files under /api/attachments (spec 2 §3 Attachments name them by
// BinaryObjectId and OriginalFilename only).
const attachmentUrl = (binaryObjectId: number, originalFilename: string) => `/api/attachments/${binaryObjectId}/${encodeURIComponent(originalFilename)}`;

export function ProductAttachments({ item, id }: { item: Pick<ItemDetail, 'Attachments'>; id?: string }) {
  if (!item.Attachments?.length) return null;
  return (
    <div id={id}>
      <ProductDetailsAttachments attachments={item.Attachments} attachmentUrl={attachmentUrl} />
    </div>
  );
}
