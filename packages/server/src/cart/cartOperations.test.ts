import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { wishlistCartLineErrors } from './wishlistCartLines.ts';
import { kitMessages } from '@rigkit/domain/kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 400 });
}, 120_000);
afterAll(async () => t.close());

let counter = 0;
const newSession = () => `10000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

interface Line {
  InventoryItemId: number;
  LineNumber: number;
  Quantity: number;
  UnitCost: number;
  ExtendedCost: number;
  CouponCode: string | null;
  ItemTypeCode: string;
  Availabilities: { InventoryWarehouseId: number; Available: boolean; AvailabilityComment: string }[];
}
interface Cart {
  ShoppingCartItems: Line[];
  ContainsB2B: boolean;
  CartFlags: string[];
  ShoppingCartPromotions: { PromotionId: number; CouponCode: string | null; DiscountIncTax: number }[];
}

const update = (session: string, lines: unknown[]) => t.call('POST', '/updateCart', { body: { ShoppingCart: { ShoppingCartItems: lines } }, session });
/** What the catalogue charges now (a running promotion included), as the product page shows it. */
const priceOf = async (id: number) => {
  const result = await t.call('POST', '/fetchItem', { body: { InventoryItemId: id }, session: newSession() });
  return (result.body.data as { CustomerPriceIncTax: number }).CustomerPriceIncTax;
};

describe('updateCart and fetchCart', () => {
  it('prices lines from the catalogue, ignoring any price the client sends', async () => {
    const session = newSession();
    const result = await update(session, [{ InventoryItemId: 602301, Quantity: 3, AddToCartSource: 'viewItemSTK', UnitCost: 0.01 }]);
    expect(result.status).toBe(200);
    const cart = (result.body.data as { ShoppingCart: Cart }).ShoppingCart;
    expect(cart.ShoppingCartItems).toEqual([expect.objectContaining({ InventoryItemId: 602301, LineNumber: 1, Quantity: 3, UnitCost: 25, ExtendedCost: 75 })]);
    const fetched = await t.call('GET', '/fetchCart', { session });
    expect((fetched.body.data as Cart).ShoppingCartItems[0]?.ExtendedCost).toBe(75);
  });

  it('empties the cart when sent no lines', async () => {
    const session = newSession();
    await update(session, [{ InventoryItemId: 602301, Quantity: 1 }]);
    const result = await update(session, []);
    expect((result.body.data as { ShoppingCart: Cart }).ShoppingCart.ShoppingCartItems).toEqual([]);
  });

  it.each([
    ['an unknown item', [{ InventoryItemId: 1, Quantity: 1 }], 'Item 1 does not exist'],
    ['kit children on a stock item', [{ InventoryItemId: 602301, Quantity: 1, KitChildren: [{ InventoryItemId: 602206, Quantity: 1, KitCategoryId: 10011 }] }], 'Item 602301 is not a custom build and cannot have kit children'],
  ])('refuses %s with 422', async (_title, lines, text) => {
    const result = await update(newSession(), lines);
    expect(result.status).toBe(422);
    expect(result.body.errors.map((error) => error.ErrorText)).toContain(text);
  });

  it('refuses a B2B item to a retail visitor', async () => {
    const b2b = await t.database.db.selectFrom('items').select(['inventory_item_id', 'item_description']).where('item_type_code', '=', 'B2B').where('available_online', '=', true).executeTakeFirstOrThrow();
    const result = await update(newSession(), [{ InventoryItemId: b2b.inventory_item_id, Quantity: 1 }]);
    expect(result.status).toBe(422);
    expect(result.body.errors[0]?.ErrorText).toBe(`${b2b.item_description} is for business customers only`);
  });

  it('prices a custom build as the sum of its chosen parts and flags the cart CustomBuild', async () => {
    const kit = await t.database.db.selectFrom('items').select('inventory_item_id').where('item_type_code', '=', 'KIT').orderBy('inventory_item_id').executeTakeFirstOrThrow();
    const categories = await t.database.db.selectFrom('kit_categories').selectAll().where('kit_inventory_item_id', '=', kit.inventory_item_id).execute();
    const children = categories
      .filter((category) => category.default_inventory_item_id !== null)
      .map((category) => ({ InventoryItemId: category.default_inventory_item_id ?? 0, Quantity: 1, KitCategoryId: category.inventory_kit_category_id, AddToCartSource: 'viewItemKitChild' }));
    let expected = 0;
    for (const child of children) expected += await priceOf(child.InventoryItemId);
    const result = await update(newSession(), [{ InventoryItemId: kit.inventory_item_id, Quantity: 1, AddToCartSource: 'viewItemKit', KitChildren: children }]);
    expect(result.status).toBe(200);
    const cart = (result.body.data as { ShoppingCart: Cart }).ShoppingCart;
    expect(cart.ShoppingCartItems[0]?.UnitCost).toBeCloseTo(expected, 2);
    expect(cart.CartFlags).toContain('CustomBuild');
    const required = categories.find((category) => !category.allow_none);
    const missing = await update(newSession(), [{ InventoryItemId: kit.inventory_item_id, Quantity: 1, KitChildren: children.filter((child) => child.KitCategoryId !== required?.inventory_kit_category_id) }]);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((error) => error.ErrorText)).toContain(kitMessages.selectionRequired(required?.category_name ?? ''));
    const foreign = await update(newSession(), [{ InventoryItemId: kit.inventory_item_id, Quantity: 1, KitChildren: [...children, { InventoryItemId: 602301, Quantity: 1, KitCategoryId: children[0]?.KitCategoryId ?? 0 }] }]);
    expect(foreign.status).toBe(422);
    // Parts sent without AddToCartSource come back as kit children (the contract has no null source).
    const bare = await update(newSession(), [{ InventoryItemId: kit.inventory_item_id, Quantity: 1, KitChildren: children.map(({ AddToCartSource: _source, ...child }) => child) }]);
    expect((bare.body.data as { ShoppingCart: { ShoppingCartItems: { KitChildren: { AddToCartSource: string }[] }[] } }).ShoppingCart.ShoppingCartItems[0]?.KitChildren.every((child) => child.AddToCartSource === 'viewItemKitChild')).toBe(true);
    expect(foreign.body.errors.map((error) => error.ErrorText)).toContain(`Item 602301 is not an option for ${categories.find((category) => category.inventory_kit_category_id === children[0]?.KitCategoryId)?.category_name}`);
  });

  it('says per warehouse whether the line is available', async () => {
    const result = await update(newSession(), [{ InventoryItemId: 602301, Quantity: 1 }]);
    const line = (result.body.data as { ShoppingCart: Cart }).ShoppingCart.ShoppingCartItems[0];
    expect(line?.Availabilities.map((availability) => availability.InventoryWarehouseId)).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(line?.Availabilities.every((availability) => ['In stock', 'Available after internal stock transfer', 'In stock at supplier', 'Out of stock'].includes(availability.AvailabilityComment))).toBe(true);
  });
});

describe('applyCouponToCart', () => {
  const failure = 'Coupon could not be applied. Please note gift vouchers are applied in checkout with your payment details.';

  it.each([
    ['an unknown code', 'NOSUCHCODE'],
    ['an expired promotion', 'EXPIRED10'],
    ['a promotion not started yet', 'SOON20'],
  ])('refuses %s with the spec text', async (_title, code) => {
    const session = newSession();
    await update(session, [{ InventoryItemId: 602301, Quantity: 1 }]);
    const result = await t.call('POST', '/applyCouponToCart', { body: { CouponCode: code }, session });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: false, errors: [{ ErrorText: failure }] });
  });

  it('adds the free standard mousepad for FREEMAT (spec 2 §9), once', async () => {
    const session = newSession();
    await update(session, [{ InventoryItemId: 602301, Quantity: 1 }]);
    const result = await t.call('POST', '/applyCouponToCart', { body: { CouponCode: 'freemat' }, session });
    const cart = (result.body.data as { ShoppingCart: Cart }).ShoppingCart;
    expect(cart.ShoppingCartItems).toEqual([
      expect.objectContaining({ InventoryItemId: 602301, UnitCost: 25 }),
      expect.objectContaining({ InventoryItemId: 602300, UnitCost: 0, CouponCode: 'FREEMAT', LineNumber: 2 }),
    ]);
    const twice = await t.call('POST', '/applyCouponToCart', { body: { CouponCode: 'FREEMAT' }, session });
    expect(twice.body.errors).toEqual([{ ErrorText: failure }]);
  });

  it('takes $50 off with RYZEN50 only for a cart with an AM5 CPU and a $500 spend', async () => {
    const am5 = await t.database.db
      .selectFrom('promotion_items')
      .innerJoin('items', 'items.inventory_item_id', 'promotion_items.inventory_item_id')
      .select(['items.inventory_item_id', 'items.price_cents'])
      .where('promotion_items.promotion_id', '=', 202)
      .orderBy('items.price_cents')
      .executeTakeFirstOrThrow();
    const session = newSession();
    await update(session, [{ InventoryItemId: 602301, Quantity: 30 }]);
    const withoutCpu = await t.call('POST', '/applyCouponToCart', { body: { CouponCode: 'RYZEN50' }, session });
    expect(withoutCpu.body.errors).toEqual([{ ErrorText: failure }]);
    await update(session, [{ InventoryItemId: am5.inventory_item_id, Quantity: 1 }]);
    if (am5.price_cents < 50000) {
      const small = await t.call('POST', '/applyCouponToCart', { body: { CouponCode: 'RYZEN50' }, session });
      expect(small.body.errors).toEqual([{ ErrorText: failure }]);
    }
    await update(session, [{ InventoryItemId: am5.inventory_item_id, Quantity: 1 }, { InventoryItemId: 602301, Quantity: 20 }]);
    const big = await t.call('POST', '/applyCouponToCart', { body: { CouponCode: 'RYZEN50' }, session });
    expect((big.body.data as { ShoppingCart: Cart }).ShoppingCart.ShoppingCartPromotions).toEqual([expect.objectContaining({ PromotionId: 202, CouponCode: 'RYZEN50', DiscountIncTax: 50 })]);
  });
});

describe('fetchShipping', () => {
  it.each([
    ['6000', 'WA', 5],
    ['3000', 'VIC', 9],
  ])('offers click and collect in the state and delivery from the state warehouse for %s', async (postcode, state, warehouse) => {
    const result = await t.call('POST', '/fetchShipping', { body: { InventoryItemIds: [602301], PostCode: postcode }, session: newSession() });
    expect(result.status).toBe(200);
    const options = result.body.data as { ShippingMethodId: number; ShippingCompanyId: number; State: string; InventoryWarehouseId: number; DisplayName: string; TotalCostIncTax: number }[];
    const pickups = options.filter((option) => option.ShippingCompanyId === 1);
    expect(pickups.length).toBeGreaterThan(0);
    expect(pickups.every((option) => option.State === state && option.TotalCostIncTax === 0)).toBe(true);
    const deliveries = options.filter((option) => option.ShippingCompanyId !== 1);
    expect(deliveries.every((option) => option.InventoryWarehouseId === warehouse)).toBe(true);
    expect(deliveries.map((option) => option.DisplayName)).toEqual(expect.arrayContaining(['Auspost eParcel', 'StarTrack Road Express', 'Same Day Delivery', 'Uber Delivery']));
  });

  it('offers no same-day or Uber delivery outside the metro area', async () => {
    const result = await t.call('POST', '/fetchShipping', { body: { InventoryItemIds: [602301], PostCode: '6430' }, session: newSession() });
    const names = (result.body.data as { DisplayName: string }[]).map((option) => option.DisplayName);
    expect(names).not.toContain('Same Day Delivery');
    expect(names).not.toContain('Uber Delivery');
  });

  it("prices delivery free for the items of a cart whose free-shipping coupon applies, and only for them", async () => {
    const session = newSession();
    // Five $25 lines: over FREESHIP's $100 minimum spend.
    await update(session, [{ InventoryItemId: 602301, Quantity: 5 }]);
    const eParcel = async (ids: number[], shopper: string) => {
      const result = await t.call('POST', '/fetchShipping', { body: { InventoryItemIds: ids, PostCode: '6000' }, session: shopper });
      return (result.body.data as { DisplayName: string; TotalCostIncTax: number }[]).find((option) => option.DisplayName === 'Auspost eParcel')?.TotalCostIncTax;
    };
    const charged = await eParcel([602301], session);
    expect(charged).toBeGreaterThan(0);
    const applied = await t.call('POST', '/applyCouponToCart', { body: { CouponCode: 'FREESHIP' }, session });
    expect(applied.body).toMatchObject({ success: true });
    expect(await eParcel([602301], session)).toBe(0);
    // Another item (a product page's estimate) and another shopper pay for delivery as before.
    const other = (await t.call('POST', '/getItemGrid', { body: { InventoryCategoryId: 101 }, session })).body.data as { Items: { InventoryItemId: number }[] };
    const cpu = other.Items[0]?.InventoryItemId ?? 0;
    expect(await eParcel([cpu], session)).toBeGreaterThan(0);
    expect(await eParcel([602301], newSession())).toBe(charged);
  });

  it('answers an unknown item with 404', async () => {
    const result = await t.call('POST', '/fetchShipping', { body: { InventoryItemIds: [1], PostCode: '6000' }, session: newSession() });
    expect(result.status).toBe(404);
  });
});

describe('the cart across login', () => {
  it('keeps the visitor cart when the visitor logs in on the same session', async () => {
    const session = newSession();
    await update(session, [{ InventoryItemId: 602301, Quantity: 2 }]);
    const login = await t.call('POST', '/session/webAuth', { body: { username: demoAccounts.retail.email, password: demoAccounts.retail.password }, session });
    const cart = (login.body.data as { ShoppingCart: Cart }).ShoppingCart;
    expect(cart.ShoppingCartItems).toEqual([expect.objectContaining({ InventoryItemId: 602301, Quantity: 2 })]);
  });
});

describe('wishlist lines in the cart (spec 2 §3 CustomerWishlistItemId, §5 read-only unless in wishlist admin mode)', () => {
  interface WishlistLine extends Line {
    CustomerWishlistItemId: number | null;
    AddToCartSource?: string;
    ItemDescription: string;
  }
  interface WishlistItem {
    CustomerWishlistItemId: number;
    InventoryItemId: number;
    Quantity: number;
    KitChildren?: unknown[];
  }
  let retailKey = '';
  let gamingUpgrade = '';
  let privateList = '';
  let publicItem: WishlistItem;
  let privateItem: WishlistItem;

  beforeAll(async () => {
    const login = await t.call('POST', '/session/webAuth', { body: { username: demoAccounts.retail.email, password: demoAccounts.retail.password }, session: newSession() });
    retailKey = (login.body.data as { AuthenticationKey: string }).AuthenticationKey;
    const customer = await t.database.db.selectFrom('customers').select('customer_guid').where('email_address', '=', demoAccounts.retail.email).executeTakeFirstOrThrow();
    const lists = (await t.call('POST', '/fetchWishlists', { body: { CustomerGuid: customer.customer_guid }, session: newSession(), authKey: retailKey })).body.data as { WishlistGuid: string; CustomerWishlistName: string }[];
    gamingUpgrade = lists.find((list) => list.CustomerWishlistName === 'Gaming Upgrade')?.WishlistGuid ?? '';
    privateList = lists.find((list) => list.CustomerWishlistName === 'My Wishlist 1')?.WishlistGuid ?? '';
    const itemsOf = async (guid: string) =>
      ((await t.call('POST', '/fetchWishlistItems', { body: { WishlistGuid: guid }, session: newSession(), authKey: retailKey })).body.data as { Results: WishlistItem[] }).Results;
    const plain = (items: WishlistItem[]) => items.find((item) => (item.KitChildren ?? []).length === 0);
    const [fromPublic, fromPrivate] = [plain(await itemsOf(gamingUpgrade)), plain(await itemsOf(privateList))];
    if (!fromPublic || !fromPrivate) throw new Error('the seeded retail wishlists have no plain items');
    [publicItem, privateItem] = [fromPublic, fromPrivate];
  });

  const wishlistLine = (item: WishlistItem, extra: Record<string, unknown> = {}) => ({
    InventoryItemId: item.InventoryItemId,
    Quantity: item.Quantity,
    AddToCartSource: 'wishlist',
    CustomerWishlistItemId: item.CustomerWishlistItemId,
    ...extra,
  });
  const linesOf = (result: { body: { data: unknown } }) => (result.body.data as { ShoppingCart: { ShoppingCartItems: WishlistLine[] } }).ShoppingCart.ShoppingCartItems;
  const errorsOf = (result: { body: { errors: { ErrorText: string }[] } }) => result.body.errors.map((error) => error.ErrorText);

  it('keeps the CustomerWishlistItemId of a public wishlist item a visitor adds, in updateCart and fetchCart', async () => {
    const session = newSession();
    const result = await update(session, [wishlistLine(publicItem)]);
    expect(result.status).toBe(200);
    expect(linesOf(result)).toEqual([expect.objectContaining({ InventoryItemId: publicItem.InventoryItemId, CustomerWishlistItemId: publicItem.CustomerWishlistItemId, AddToCartSource: 'wishlist' })]);
    const fetched = (await t.call('GET', '/fetchCart', { session })).body.data as { ShoppingCartItems: WishlistLine[] };
    expect(fetched.ShoppingCartItems.map((line) => line.CustomerWishlistItemId)).toEqual([publicItem.CustomerWishlistItemId]);
  });

  it.each([
    ['an id on a line whose source is not wishlist', () => [wishlistLine(publicItem, { AddToCartSource: 'viewItemSTK' })], () => wishlistCartLineErrors.needsWishlistSource],
    ['an item of someone else\'s private wishlist', () => [wishlistLine(privateItem)], () => wishlistCartLineErrors.unknownItem(privateItem.CustomerWishlistItemId)],
    ['an id no wishlist holds', () => [wishlistLine(publicItem, { CustomerWishlistItemId: 987654 })], () => wishlistCartLineErrors.unknownItem(987654)],
  ])('refuses %s with 400 naming CustomerWishlistItemId', async (_title, lines, text) => {
    const session = newSession();
    const result = await update(session, lines());
    expect(result.status).toBe(400);
    expect(errorsOf(result)).toEqual([text()]);
    expect(text()).toContain('CustomerWishlistItemId');
    expect(((await t.call('GET', '/fetchCart', { session })).body.data as { ShoppingCartItems: unknown[] }).ShoppingCartItems).toEqual([]);
  });

  it('lets a visitor add more lines but refuses a quantity change or removal of the wishlist line (422), and Clear All empties the cart', async () => {
    const session = newSession();
    const first = linesOf(await update(session, [wishlistLine(publicItem)]));
    const stored = first[0];
    if (!stored) throw new Error('no wishlist line');
    const saveBack = { InventoryItemId: stored.InventoryItemId, LineNumber: 1, Quantity: stored.Quantity, AddToCartSource: 'wishlist', CustomerWishlistItemId: stored.CustomerWishlistItemId };
    const added = await update(session, [saveBack, { InventoryItemId: 602301, Quantity: 1 }]);
    expect(added.status).toBe(200);
    expect(linesOf(added).map((line) => line.CustomerWishlistItemId)).toEqual([publicItem.CustomerWishlistItemId, null]);

    const readOnly = wishlistCartLineErrors.readOnly(stored.ItemDescription);
    const changed = await update(session, [{ ...saveBack, Quantity: stored.Quantity + 1 }, { InventoryItemId: 602301, Quantity: 1 }]);
    expect([changed.status, errorsOf(changed)]).toEqual([422, [readOnly]]);
    const removed = await update(session, [{ InventoryItemId: 602301, Quantity: 1 }]);
    expect([removed.status, errorsOf(removed)]).toEqual([422, [readOnly]]);
    const unmarked = await update(session, [{ ...saveBack, CustomerWishlistItemId: null }, { InventoryItemId: 602301, Quantity: 1 }]);
    expect([unmarked.status, errorsOf(unmarked)]).toEqual([422, [readOnly]]);

    const cleared = await update(session, []);
    expect([cleared.status, linesOf(cleared)]).toEqual([200, []]);
  });

  it('keeps a stored wishlist line saveable after its wishlist goes private', async () => {
    const session = newSession();
    const [stored] = linesOf(await update(session, [wishlistLine(publicItem)]));
    const hide = (IsPublic: boolean) => t.call('POST', '/updateWishlistPublic', { body: { WishlistGuid: gamingUpgrade, IsPublic }, session: newSession(), authKey: retailKey });
    expect((await hide(false)).status).toBe(200);
    try {
      const saved = await update(session, [{ ...wishlistLine(publicItem), LineNumber: 1 }, { InventoryItemId: 602301, Quantity: 1 }]);
      expect(saved.status).toBe(200);
      expect(linesOf(saved)[0]?.CustomerWishlistItemId).toBe(stored?.CustomerWishlistItemId);
      expect((await update(newSession(), [wishlistLine(publicItem)])).status).toBe(400);
    } finally {
      await hide(true);
    }
  });

  it('stores the owner\'s own wishlist items as plain lines they can change (wishlist admin mode, spec 3 §6)', async () => {
    const session = newSession();
    const owner = (lines: unknown[]) => t.call('POST', '/updateCart', { body: { ShoppingCart: { ShoppingCartItems: lines } }, session, authKey: retailKey });
    const added = await owner([wishlistLine(privateItem), wishlistLine(publicItem)]);
    expect(added.status).toBe(200);
    expect(linesOf(added).map((line) => [line.CustomerWishlistItemId, line.AddToCartSource])).toEqual([
      [null, 'wishlist'],
      [null, 'wishlist'],
    ]);
    const changed = await owner([{ InventoryItemId: privateItem.InventoryItemId, Quantity: privateItem.Quantity + 1, AddToCartSource: 'wishlist' }]);
    expect(changed.status).toBe(200);
    expect(linesOf(changed).map((line) => line.Quantity)).toEqual([privateItem.Quantity + 1]);
  });

  it('stores a shared cart\'s item as a plain line: a shared cart has no wishlist admin', async () => {
    const shared = await t.call('POST', '/createShareableCart', { body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 602301, Quantity: 2 }] } }, session: newSession() });
    const code = (shared.body.data as { Code: string }).Code;
    const [item] = ((await t.call('POST', '/fetchWishlistItems', { body: { WishlistGuid: code }, session: newSession() })).body.data as { Results: WishlistItem[] }).Results;
    if (!item) throw new Error('the shared cart has no item');
    const session = newSession();
    const added = await update(session, [wishlistLine(item)]);
    expect(added.status).toBe(200);
    expect(linesOf(added).map((line) => [line.InventoryItemId, line.Quantity, line.CustomerWishlistItemId, line.AddToCartSource])).toEqual([[602301, 2, null, 'wishlist']]);
    expect((await update(session, [{ InventoryItemId: 602301, Quantity: 3, AddToCartSource: 'wishlist' }])).status).toBe(200);
  });

  it('lets the owner change a line a visitor session added from their wishlist once they log in on it', async () => {
    const session = newSession();
    await update(session, [wishlistLine(publicItem)]);
    const login = await t.call('POST', '/session/webAuth', { body: { username: demoAccounts.retail.email, password: demoAccounts.retail.password }, session });
    const key = (login.body.data as { AuthenticationKey: string }).AuthenticationKey;
    const changed = await t.call('POST', '/updateCart', {
      body: { ShoppingCart: { ShoppingCartItems: [wishlistLine(publicItem, { LineNumber: 1, Quantity: publicItem.Quantity + 1 }), { InventoryItemId: 602301, Quantity: 1 }] } },
      session,
      authKey: key,
    });
    expect(changed.status).toBe(200);
    expect(linesOf(changed).map((line) => [line.Quantity, line.CustomerWishlistItemId])).toEqual([
      [publicItem.Quantity + 1, null],
      [1, null],
    ]);
    const removedOne = await t.call('POST', '/updateCart', { body: { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 602301, Quantity: 1 }] } }, session, authKey: key });
    expect(removedOne.status).toBe(200);
    expect(linesOf(removedOne).map((line) => line.InventoryItemId)).toEqual([602301]);
  });
});
