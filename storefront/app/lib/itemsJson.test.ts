import { describe, expect, it } from 'vitest';
import type { TileItem } from '@rigkit/api-client/mappers';
import { itemsJson, parseItemsJson } from './itemsJson.ts';

const item = { InventoryItemId: 500409, ItemDescription: 'AMD Ryzen 7 5900X 16-Core AM5 Processor', CustomerPriceIncTax: 169 } as TileItem;

describe('item lists as JSON text between loader and page', () => {
  it('gives the page back the items the loader sent', () => {
    expect(parseItemsJson(itemsJson([item, item]))).toEqual([item, item]);
  });

  it('reads a text that is not a list as no items', () => {
    expect(parseItemsJson('{"InventoryItemId":1}')).toEqual([]);
    expect(parseItemsJson('null')).toEqual([]);
  });
});
