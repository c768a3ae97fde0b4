// Detail-only fields the shared fixtures lack: attributes, variants, attachments, marketing HTML (spec 2 §3).
import type { ProductDetailItem } from '../ProductPrice/ProductPrice.fixtures.ts';
import { detailItem } from '../ProductPrice/ProductPrice.fixtures.ts';

export const detailsItem: ProductDetailItem = {
  ...detailItem,
  ShortDescription: '8 cores, 16 threads, 96MB L3 cache with 2nd-gen 3D V-Cache',
  KeySellingPoints: ['Fastest gaming processor in its class', 'AM5 socket, PCIe 5.0', '120 W TDP'],
  WarrantyName: '3 Years Manufacturer Warranty',
  ItemWeight: 0.5,
  MarketingDescription: '<h3>Built for gaming</h3><p>AMD 3D V-Cache puts <strong>96MB</strong> of L3 cache on chip.</p><script>alert(1)</script>',
  Attributes: [
    { Key: 'Cores', Value: '8', Group: 'Processor', AttributeType: 'Chief', ShowOnWeb: true },
    { Key: 'Threads', Value: '16', Group: 'Processor', ShowOnWeb: true },
    { Key: 'L3 Cache', Value: '96MB', Group: 'Processor', ShowOnWeb: true },
    { Key: 'Socket', Value: 'AM5', Group: 'Compatibility', AttributeType: 'Chief', ShowOnWeb: true },
    { Key: 'Supplier SKU', Value: 'INT-4471', Group: 'Processor', ShowOnWeb: false },
    { Key: 'TDP', Value: '120 W', Group: 'Power', ShowOnWeb: true },
  ],
  AssociatedItems: [
    { AssociationType: 'Item Variant', InventoryItemId: 600101, AdditionalText: 'Ryzen 7 9800X3D', ItemDescription: detailItem.ItemDescription },
    { AssociationType: 'Item Variant', InventoryItemId: 600111, AdditionalText: 'Ryzen 9 9950X3D', ItemDescription: 'AMD Ryzen 9 9950X3D 16-Core AM5 Processor' },
    { AssociationType: 'Bundle', InventoryItemId: 600121, ItemDescription: 'Thermal paste' },
  ],
  Attachments: [{ BinaryObjectId: 7001, OriginalFilename: 'Ryzen-9800X3D-safety-data-sheet.pdf' }],
};

export const attachmentUrl = (binaryObjectId: number, filename: string) => `/api/files/${binaryObjectId}/${encodeURIComponent(filename)}`;
