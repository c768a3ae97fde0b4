// A product-detail item (spec 2 §3 "Item (detail)") for the product page widgets' tests and stories: the shared
// CPU fixture of @rigkit/api-client/mocks with the detail-only fields it lacks.
import type { components } from '@rigkit/api-client';
import { cpu } from '@rigkit/api-client/mocks';

export type ProductDetailItem = components['schemas']['ItemDetail'];

/** Fixed "now" for every product-page test and story: 20 Nov 2026 10:00 in Perth. */
export const fixtureNow = new Date('2026-11-20T02:00:00Z');

export const detailItem: ProductDetailItem = {
  InventoryItemId: cpu.InventoryItemId,
  ItemCode: 'AMD-9800X3D',
  ItemDescription: cpu.ItemDescription,
  ItemTypeCode: 'STK',
  AvailableOnline: true,
  BuyButtonText: null,
  CustomerPriceIncTax: cpu.CustomerPriceIncTax,
  RetailPriceIncTax: 799,
  RRPPriceIncTax: cpu.RRPPriceIncTax ?? null,
  PrimaryImageId: 880101,
  SecondaryImageId: 880102,
  Images: [
    { ImageId: 880101, ImageType: 'Transparent', Caption: 'Ryzen 7 9800X3D, front' },
    { ImageId: 880102, ImageType: null, Caption: 'Ryzen 7 9800X3D, angled' },
    { ImageId: 880103, ImageType: null, Caption: 'Retail box' },
    { ImageId: 880104, ImageType: null, Caption: 'Pins' },
    { ImageId: 880105, ImageType: null, Caption: null },
    { ImageId: 880106, ImageType: null, Caption: 'Box, rear' },
  ],
  ManufacturerId: cpu.ManufacturerId ?? 12,
  ManufacturerName: cpu.ManufacturerName ?? 'AMD',
  ManufacturerModel: cpu.ManufacturerModel ?? '100-100001084WOF',
  LimitPerTransaction: 2,
  FreeShipping: true,
  BlockInvoicesUntil: null,
  BlockSalesOrdersUntil: null,
  ItemUrl: cpu.ItemUrl ?? '/Products/600101/amd-ryzen-7-9800x3d',
  PromotionInformation: [],
  Availabilities: cpu.Availabilities ?? [],
};
