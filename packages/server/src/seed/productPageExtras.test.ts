// The ids the end-to-end tests name (e2e/product-extras.e2e.test.ts) follow from the default seed by rule; this pins
// them, so a catalogue change that moves them fails here first.
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue.ts';
import { dispatchBlocks } from './dispatchBlocks.ts';
import { generateProductPageExtras, graphicsCardsOf } from './productPageExtras.ts';
import { createRandom } from './random.ts';
import { defaultItemCount, defaultSeed } from './seed.ts';

describe('product page extras of the default seed', () => {
  const catalogue = generateCatalogue(createRandom(defaultSeed), defaultItemCount, Math.round(defaultItemCount * 0.01));
  const extras = generateProductPageExtras(graphicsCardsOf(catalogue.byCategory));
  const description = (id: number) => catalogue.items.find((item) => item.id === id)?.description;

  it('has a showcase card with its 16GB variant, and a discontinued 8GB card sending shoppers to its 16GB successor', () => {
    expect(extras.ids).toEqual({ showcase: 500123, variant: 500570, discontinued: 501359, successor: 500307 });
    expect(description(500123)).toBe('Sapphire Pulse Radeon RX 9060 XT 8GB Graphics Card');
    expect(description(500570)).toBe('Sapphire Pulse Radeon RX 9060 XT 16GB Graphics Card');
    expect(extras.details.get(501359)?.RedirectUrl).toBe('/Products/500307/ASUS-Prime-GeForce-RTX-5060-Ti-16GB-Graphics-Card');
    expect(extras.pictures.map((picture) => picture.inventory_item_id)).toEqual([500123, 500123, 500123]);
  });

  it('blocks sales orders of one card (the pre-order) and invoices of another', () => {
    const blocks = dispatchBlocks(catalogue.items, new Date('2026-11-28T00:00:00Z'));
    const preOrders = [...blocks].filter(([, block]) => block.BlockSalesOrdersUntil);
    expect(preOrders.map(([id]) => id)).toEqual([501963]);
    expect(preOrders[0]?.[1].BlockSalesOrdersUntil).toBe('2026-12-08T00:00:00+08:00');
  });
});
