// Structured product data (issue 6 item 3; schema.org Product): name, SKU, model, brand, image, description, AUD
// price, new or used, in or out of stock, seller. Rendered into the server HTML as application/ld+json.
import type { components } from '@rigkit/api-client';
import { plainText } from './meta.ts';

type ItemDetail = components['schemas']['ItemDetail'];

// Ex-demo stock (category 121, or an ExDemoDescription) is sold used.
const exDemoCategoryId = 121;

export function isUsedItem(item: Pick<ItemDetail, 'ExDemoDescription' | 'Categories'>): boolean {
  return Boolean(item.ExDemoDescription) || (item.Categories ?? []).some((category) => category.InventoryCategoryId === exDemoCategoryId);
}

export function isInStockAnywhere(item: Pick<ItemDetail, 'Availabilities'>): boolean {
  return (item.Availabilities ?? []).some((availability) => availability.InStock === true);
}

export function productJsonLd(item: ItemDetail, options: { origin: string; canonicalPath: string; imageUrl: string; sellerName: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.ItemDescription,
    sku: item.ItemCode ?? String(item.InventoryItemId),
    ...(item.ManufacturerModel ? { model: item.ManufacturerModel, mpn: item.ManufacturerModel } : {}),
    ...(item.ManufacturerName ? { brand: { '@type': 'Brand', name: item.ManufacturerName } } : {}),
    image: `${options.origin}${options.imageUrl}`,
    description: plainText(item.MarketingDescription, 5000) ?? item.ShortDescription ?? item.ItemDescription,
    offers: {
      '@type': 'Offer',
      url: `${options.origin}${options.canonicalPath}`,
      price: item.CustomerPriceIncTax.toFixed(2),
      priceCurrency: 'AUD',
      itemCondition: isUsedItem(item) ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      availability: isInStockAnywhere(item) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: options.sellerName },
    },
  };
}
