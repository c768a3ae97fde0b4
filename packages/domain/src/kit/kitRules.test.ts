import { describe, expect, it } from 'vitest';
import { canBuyKit, kitBlockingMessages, kitBuyBlockers } from './blocking.ts';
import {
  isDefaultKitSelection,
  kitConfigurationPath,
  kitSelectionSignature,
  needsNewKitConfigurationKey,
  planKitConfigurationSave,
  updateKitConfigRequest,
} from './configurationKey.ts';
import { KIT_OPTION_REQUEST_BATCH_SIZE, KitCategoryIds, KitCategoryNames, KitItemIds, UV_NONE_ITEM_CODE } from './constants.ts';
import { kitAddToCartLine } from './kitAddToCart.ts';
import { kitConfiguredPriceCents } from './kitPrice.ts';
import { kitMessages } from './messages.ts';
import { batchKitCategoryIds, isSpecialKitCategoryId, kitCategoryOptionRequests } from './optionBatches.ts';
import { defaultKitSelections, emptyKitSelection } from './selection.ts';
import { makeKitCategory, makeKitOptionItem, makeKitSelection } from './testing.ts';

describe('special ids and names (spec 2 §9, spec 1 §9)', () => {
  it('quotes the special item ids, category ids and names', () => {
    expect(KitItemIds).toEqual({ uvPanelPrint: 663936, uvNone: 602206, defaultUvItem: 652174 });
    expect(UV_NONE_ITEM_CODE).toBe('PLE-602206');
    expect(KitCategoryIds).toEqual({ simpleOptions: -10, standardOptions: -20 });
    expect(KitCategoryNames).toMatchObject({ cpu: 'CPU', osDrive: 'OS Drive', case: 'Case', uvPrinting: 'UV Printing', corePc: 'Core PC' });
    expect(kitMessages.uvPrintingSelectionRemoved).toBe('UV Printing Selection Removed');
  });

  it.each([
    [-10, true],
    [-20, true],
    [10, false],
  ])('category id %i is special: %s', (id, expected) => {
    expect(isSpecialKitCategoryId(id)).toBe(expected);
  });
});

describe('buy blocking (spec 2 §5: blocked while a category that does not allow none has no selection)', () => {
  const cpu = makeKitCategory({ InventoryKitCategoryId: 1, CategoryName: 'CPU', SortOrder: 1, AllowNone: false });
  const os = makeKitCategory({ InventoryKitCategoryId: 2, CategoryName: 'Operating System', SortOrder: 2, AllowNone: true });
  const gpu = makeKitCategory({ InventoryKitCategoryId: 3, CategoryName: 'Graphics Card', SortOrder: 0, AllowNone: false });

  it('lists a message per required category without a selection, in display order', () => {
    const selections = [emptyKitSelection(cpu), emptyKitSelection(os), emptyKitSelection(gpu)];
    expect(kitBlockingMessages([cpu, os, gpu], selections)).toEqual([
      { InventoryKitCategoryId: 3, message: 'Please select a Graphics Card' },
      { InventoryKitCategoryId: 1, message: 'Please select a CPU' },
    ]);
    expect(canBuyKit([cpu, os, gpu], selections)).toBe(false);
  });

  it('allows buy when every required category has a selection, even with an optional one empty', () => {
    const selections = [makeKitSelection({ InventoryKitCategoryId: 1 }), emptyKitSelection(os), makeKitSelection({ InventoryKitCategoryId: 3 })];
    expect(kitBlockingMessages([cpu, os, gpu], selections)).toEqual([]);
    expect(canBuyKit([cpu, os, gpu], selections)).toBe(true);
  });
});

describe('buy blockers (issue 17: an error-level compatibility verdict blocks buying, warnings never do)', () => {
  const required = [{ InventoryKitCategoryId: 1, message: 'Please select a CPU' }];
  const socket = { severity: 'error', rule: 'cpu-socket', message: 'Intel Core i5-14600K (LGA1700) does not fit ASUS TUF B650-PLUS (AM5)' } as const;
  const power = { severity: 'warning', rule: 'psu-wattage', message: 'The power supply has little headroom' } as const;

  it.each([
    ['nothing missing and no verdicts', [], [], []],
    ['a warning only', [], [power], []],
    ['an incompatibility', [], [socket], [{ key: 'rule:cpu-socket', message: `Incompatible: ${socket.message}` }]],
    [
      'a missing choice and an incompatibility, the choice first',
      required,
      [power, socket],
      [
        { key: 'category:1', message: 'Please select a CPU' },
        { key: 'rule:cpu-socket', message: `Incompatible: ${socket.message}` },
      ],
    ],
  ] as const)('with %s', (_case, requiredMessages, verdicts, expected) => {
    expect(kitBuyBlockers(requiredMessages, verdicts)).toEqual(expected);
  });
});

describe('the blocking message reads as English (designed wording, spec 2 §4 does not quote it)', () => {
  it.each([
    ['CPU', 'Please select a CPU'],
    ['CPU Cooler', 'Please select a CPU Cooler'],
    ['Motherboard', 'Please select a Motherboard'],
    ['Memory', 'Please select a Memory'],
    ['OS Drive', 'Please select an OS Drive'],
    ['Operating System', 'Please select an Operating System'],
    ['Power Supply', 'Please select a Power Supply'],
    ['UV Printing', 'Please select a UV Printing'],
    ['Case', 'Please select a Case'],
    ['HDD', 'Please select an HDD'],
  ])('%s: "%s"', (categoryName, message) => {
    expect(kitMessages.selectionRequired(categoryName)).toBe(message);
  });
});

describe('configured price in cents', () => {
  it('sums unit × quantity without float drift; none costs nothing', () => {
    const selections = [
      makeKitSelection({ UnitCostIncTax: 129.99, SelectedQuantity: 2 }),
      makeKitSelection({ UnitCostIncTax: 0.1, SelectedQuantity: 3 }),
      makeKitSelection({ SelectedInventoryItemId: null, UnitCostIncTax: 50, SelectedQuantity: 0 }),
    ];
    expect(kitConfiguredPriceCents(selections)).toBe(26028);
    expect(kitConfiguredPriceCents(selections, 10000)).toBe(36028);
  });
});

describe('option requests 5 categories at a time (spec 2 §9)', () => {
  it.each([
    [[], []],
    [[1, 2, 3], [[1, 2, 3]]],
    [[1, 2, 3, 4, 5], [[1, 2, 3, 4, 5]]],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11]]],
  ])('batches %j as %j', (ids, batches) => {
    expect(KIT_OPTION_REQUEST_BATCH_SIZE).toBe(5);
    expect(batchKitCategoryIds(ids)).toEqual(batches);
  });

  it('requests only categories without options', () => {
    const categories = [1, 2, 3, 4, 5, 6, 7].map((id) => makeKitCategory({ InventoryKitCategoryId: id, Items: id === 2 ? [makeKitOptionItem()] : [] }));
    expect(kitCategoryOptionRequests(categories)).toEqual([{ KitCategoryIds: [1, 3, 4, 5, 6] }, { KitCategoryIds: [7] }]);
  });
});

describe('configuration key (spec 2 §4: a new key when the selection leaves the defaults)', () => {
  const categories = [
    makeKitCategory({ InventoryKitCategoryId: 2, DefaultInventoryItemId: 3001, Items: [makeKitOptionItem(), makeKitOptionItem({ InventoryItemId: 3002 })] }),
    makeKitCategory({ InventoryKitCategoryId: 1, CategoryName: 'UV Printing', DefaultInventoryItemId: null, AllowNone: true }),
  ];
  const defaults = defaultKitSelections(categories);
  const changed = defaults.map((selection) =>
    selection.InventoryKitCategoryId === 2 ? { ...selection, SelectedInventoryItemId: 3002 } : selection,
  );

  it('writes a deterministic signature sorted by category id', () => {
    expect(kitSelectionSignature(defaults)).toBe('1=none;2=3001x1');
    expect(kitSelectionSignature([makeKitSelection({ InventoryKitCategoryId: 5, SelectedInventoryItemId: 663936, SelectedQuantity: 2, UvPrintDesignCode: 'AB12' })])).toBe('5=663936x2#AB12');
  });

  it.each([
    ['the defaults', false, defaults, null],
    ['a change without a key yet', true, changed, null],
    ['a change already saved under the current key', false, changed, '1=none;2=3002x1'],
    ['a further change', true, changed, '1=none;2=3001x3'],
  ] as const)('%s needs a new key: %s', (_label, expected, selections, savedSignature) => {
    expect(needsNewKitConfigurationKey({ categories, selections, savedSignature })).toBe(expected);
  });

  it('recognises the defaults', () => {
    expect(isDefaultKitSelection(categories, defaults)).toBe(true);
    expect(isDefaultKitSelection(categories, changed)).toBe(false);
  });

  it('plans the save with an injected key generator, and calls it only when needed', () => {
    let calls = 0;
    const generateKey = () => {
      calls += 1;
      return 'k3y';
    };
    expect(planKitConfigurationSave({ kitInventoryItemId: 900, categories, selections: defaults, savedSignature: null, generateKey })).toBeNull();
    expect(calls).toBe(0);
    const plan = planKitConfigurationSave({ kitInventoryItemId: 900, categories, selections: changed, savedSignature: null, generateKey });
    expect(plan).toEqual({
      request: updateKitConfigRequest(900, 'k3y', changed),
      signature: '1=none;2=3002x1',
      path: '/products/900/build/k3y',
    });
    expect(plan?.request.KitConfigurationItems).toEqual([
      { KitCategoryId: 1, SelectedInventoryItemId: null, Quantity: 0, UvPrintDesignCode: null },
      { KitCategoryId: 2, SelectedInventoryItemId: 3002, Quantity: 1, UvPrintDesignCode: null },
    ]);
  });

  it('returns to the build address without a key on reset', () => {
    expect(kitConfigurationPath(900, null)).toBe('/Products/900/Build');
  });
});

describe('kit add to cart (spec 2 §4 Buy)', () => {
  it('adds the kit with its chosen children and the kit sources', () => {
    const line = kitAddToCartLine(900, [
      makeKitSelection({ InventoryKitCategoryId: 1, SelectedInventoryItemId: 101, SelectedQuantity: 1 }),
      makeKitSelection({ InventoryKitCategoryId: 2, SelectedInventoryItemId: null, SelectedQuantity: 0 }),
      makeKitSelection({ InventoryKitCategoryId: 5, SelectedInventoryItemId: 663936, SelectedQuantity: 2, UvPrintDesignCode: 'AB12' }),
    ]);
    expect(line).toEqual({
      InventoryItemId: 900,
      Quantity: 1,
      AddToCartSource: 'viewItemKit',
      KitChildren: [
        { InventoryItemId: 101, Quantity: 1, KitCategoryId: 1, UvPrintDesignCode: null, AddToCartSource: 'viewItemKitChild' },
        { InventoryItemId: 663936, Quantity: 2, KitCategoryId: 5, UvPrintDesignCode: 'AB12', AddToCartSource: 'viewItemKitChild' },
      ],
    });
  });
});
