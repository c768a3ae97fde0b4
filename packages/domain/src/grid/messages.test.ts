import { describe, expect, it } from 'vitest';
import { gridMessages, isCustomiseShown } from './messages.ts';

describe('grid messages (spec 1 §2)', () => {
  it('quotes the empty result and the kit action verbatim', () => {
    expect(gridMessages).toEqual({ noItemsFound: 'No items found', customise: 'Customise' });
  });

  it.each([
    ['KIT', true],
    ['STK', false],
    ['B2B', false],
  ])('a %s tile shows "Customise": %s', (ItemTypeCode, shown) => {
    expect(isCustomiseShown({ ItemTypeCode })).toBe(shown);
  });
});
