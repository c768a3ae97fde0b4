import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../identity/totp.ts';
import { mixedSocketKitItemId } from '../seed/kits.ts';
import { demoAccounts, demoTotpSecret } from '../seed/demoAccounts.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { wishlistErrors } from './wishlists.ts';

type Account = 'retail' | 'company' | 'twoFactor';
let t: TestApp;
const keys: Record<Account, string> = { retail: '', company: '', twoFactor: '' };
let counter = 0;
const newSession = () => `30000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

async function logIn(account: Account): Promise<string> {
  const { email, password } = demoAccounts[account];
  const totp = account === 'twoFactor' ? generateTotp(demoTotpSecret, t.clock.now) : undefined;
  const result = await t.call('POST', '/session/webAuth', { body: { username: email, password, ...(totp ? { totp } : {}) }, session: newSession() });
  return (result.body.data as { AuthenticationKey: string }).AuthenticationKey;
}

beforeAll(async () => {
  t = await createTestApp({ items: 300 });
  for (const account of ['retail', 'company', 'twoFactor'] as const) keys[account] = await logIn(account);
}, 120_000);
afterAll(async () => t.close());

interface Wishlist {
  WishlistGuid: string;
  CustomerWishlistName: string;
  IsPublic: boolean;
  wishlistAdmin: boolean;
}
interface WishlistItem {
  CustomerWishlistItemId: number;
  InventoryItemId: number;
  Quantity: number;
  CustomerPriceIncTax?: number;
  ItemTypeCode?: string;
  KitChildren?: { InventoryItemId: number; Quantity: number; KitCategoryId: number }[];
}

const post = (path: string, body: unknown, account?: Account) => t.call('POST', path, { body, session: newSession(), ...(account ? { authKey: keys[account] } : {}) });
const customerGuid = async (account: Account) =>
  (await t.database.db.selectFrom('customers').select('customer_guid').where('email_address', '=', demoAccounts[account].email).executeTakeFirstOrThrow()).customer_guid;
const wishlistsOf = async (account: Account) => (await post('/fetchWishlists', { CustomerGuid: await customerGuid(account) }, account)).body.data as Wishlist[];
const named = async (account: Account, name: string) => {
  const found = (await wishlistsOf(account)).find((wishlist) => wishlist.CustomerWishlistName === name);
  if (!found) throw new Error(`${account} has no wishlist ${name}`);
  return found;
};
const itemsOf = async (guid: string, account?: Account) => ((await post('/fetchWishlistItems', { WishlistGuid: guid }, account)).body.data as { Results: WishlistItem[] }).Results;
const errorOf = (result: { body: { errors: { ErrorText: string }[] } }) => result.body.errors[0]?.ErrorText;

describe('listing and creating wishlists (spec 3 §7, §9)', () => {
  it('lists the logged-in customer\'s own wishlists, each marked wishlistAdmin', async () => {
    const lists = await wishlistsOf('retail');
    // Oldest first: the seed made Gaming Upgrade a day before My Wishlist 1.
    expect(lists.map((wishlist) => [wishlist.CustomerWishlistName, wishlist.IsPublic, wishlist.wishlistAdmin])).toEqual([
      ['Gaming Upgrade', true, true],
      ['My Wishlist 1', false, true],
    ]);
  });

  it('refuses a guest (401) and another customer\'s CustomerGuid (403)', async () => {
    const guest = await post('/fetchWishlists', { CustomerGuid: await customerGuid('retail') });
    expect(guest.status).toBe(401);
    const other = await post('/fetchWishlists', { CustomerGuid: await customerGuid('retail') }, 'company');
    expect(other.status).toBe(403);
    expect(errorOf(other)).toBe(wishlistErrors.otherCustomer);
  });

  it('names a new wishlist "My Wishlist" plus count+1 when no name is given, and keeps a given name trimmed', async () => {
    const before = (await wishlistsOf('company')).length;
    const unnamed = await post('/createWishlist', {}, 'company');
    expect(unnamed.body.data).toMatchObject({ CustomerWishlistName: `My Wishlist ${before + 1}`, IsPublic: false, wishlistAdmin: true });
    const blank = await post('/createWishlist', { CustomerWishlistName: '   ' }, 'company');
    expect((blank.body.data as Wishlist).CustomerWishlistName).toBe(`My Wishlist ${before + 2}`);
    const given = await post('/createWishlist', { CustomerWishlistName: '  Office refresh ' }, 'company');
    expect((given.body.data as Wishlist).CustomerWishlistName).toBe('Office refresh');
    expect((await wishlistsOf('company')).map((wishlist) => wishlist.CustomerWishlistName).slice(-3)).toEqual([`My Wishlist ${before + 1}`, `My Wishlist ${before + 2}`, 'Office refresh']);
  });

  it('gives two wishlists created at once different default names', async () => {
    const before = (await wishlistsOf('twoFactor')).length;
    const results = await Promise.all([post('/createWishlist', {}, 'twoFactor'), post('/createWishlist', {}, 'twoFactor')]);
    expect(results.map((result) => (result.body.data as Wishlist).CustomerWishlistName).sort()).toEqual([`My Wishlist ${before + 1}`, `My Wishlist ${before + 2}`]);
  });

  it('refuses a guest and a name over 100 characters', async () => {
    expect((await post('/createWishlist', {})).status).toBe(401);
    expect((await post('/createWishlist', { CustomerWishlistName: 'x'.repeat(101) }, 'retail')).status).toBe(400);
  });
});

describe('reading a wishlist: public for anyone, private for its owner only', () => {
  it('shows a private wishlist to its owner and answers "Wishlist not found" to anyone else', async () => {
    const own = await named('retail', 'My Wishlist 1');
    const owner = await post('/fetchWishlistInformation', { WishlistGuid: own.WishlistGuid }, 'retail');
    expect(owner.body.data).toEqual(own);
    expect((await itemsOf(own.WishlistGuid, 'retail')).length).toBe(3);
    for (const account of ['company', undefined] as const) {
      for (const path of ['/fetchWishlistInformation', '/fetchWishlistItems']) {
        const result = await post(path, { WishlistGuid: own.WishlistGuid }, account);
        expect(result.status).toBe(404);
        expect(errorOf(result)).toBe('Wishlist not found');
      }
    }
  });

  it('shows a public wishlist to a guest, read-only (wishlistAdmin false), with catalogue prices', async () => {
    const upgrade = await named('retail', 'Gaming Upgrade');
    const guest = await post('/fetchWishlistInformation', { WishlistGuid: upgrade.WishlistGuid });
    expect(guest.body.data).toEqual({ ...upgrade, wishlistAdmin: false });
    const items = await itemsOf(upgrade.WishlistGuid);
    expect(items).toHaveLength(3);
    const first = items[0];
    const item = (await post('/fetchItem', { InventoryItemId: first?.InventoryItemId })).body.data as { CustomerPriceIncTax: number };
    expect(first?.CustomerPriceIncTax).toBe(item.CustomerPriceIncTax);
  });

  it('answers an unknown GUID with 404 and a malformed one with 400', async () => {
    expect((await post('/fetchWishlistInformation', { WishlistGuid: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await post('/fetchWishlistItems', { WishlistGuid: 'not-a-guid' })).status).toBe(400);
    // format uuid alone lets the urn form through, which the database cannot read (it was a 500).
    expect((await post('/fetchWishlistInformation', { WishlistGuid: 'urn:uuid:c2e4f6a8-3b5d-4f7e-9a1c-5d7e9f1b3a6c' })).status).toBe(400);
  });
});

describe('changing a wishlist: only its owner', () => {
  it('changes an item\'s quantity and refuses 0, above 999, and an item of another wishlist', async () => {
    const own = await named('retail', 'My Wishlist 1');
    const [first] = await itemsOf(own.WishlistGuid, 'retail');
    const updated = await post('/updateWishlistItem', { WishlistGuid: own.WishlistGuid, CustomerWishlistItemId: first?.CustomerWishlistItemId, Quantity: 3 }, 'retail');
    expect(updated.body.data).toMatchObject({ CustomerWishlistItemId: first?.CustomerWishlistItemId, Quantity: 3 });
    expect((await post('/updateWishlistItem', { WishlistGuid: own.WishlistGuid, CustomerWishlistItemId: first?.CustomerWishlistItemId, Quantity: 0 }, 'retail')).status).toBe(400);
    expect((await post('/updateWishlistItem', { WishlistGuid: own.WishlistGuid, CustomerWishlistItemId: first?.CustomerWishlistItemId, Quantity: 1000 }, 'retail')).status).toBe(422);
    const upgrade = await named('retail', 'Gaming Upgrade');
    const wrong = await post('/updateWishlistItem', { WishlistGuid: upgrade.WishlistGuid, CustomerWishlistItemId: first?.CustomerWishlistItemId, Quantity: 2 }, 'retail');
    expect(wrong.status).toBe(404);
    expect(errorOf(wrong)).toBe(wishlistErrors.itemNotFound);
  });

  it.each([
    ['/updateWishlistItem', { CustomerWishlistItemId: 1, Quantity: 2 }],
    ['/deleteWishlistItem', { CustomerWishlistItemId: 1 }],
    ['/updateWishlistName', { newName: 'Mine now' }],
    ['/updateWishlistPublic', { IsPublic: false }],
    ['/deleteWishlist', {}],
  ])('%s: 403 for another customer on a public wishlist, 401 for a guest, and nothing changes', async (path, body) => {
    const upgrade = await named('retail', 'Gaming Upgrade');
    const before = await itemsOf(upgrade.WishlistGuid);
    const other = await post(path, { WishlistGuid: upgrade.WishlistGuid, ...body }, 'company');
    expect(other.status).toBe(403);
    expect(errorOf(other)).toBe(wishlistErrors.notOwner);
    expect((await post(path, { WishlistGuid: upgrade.WishlistGuid, ...body })).status).toBe(401);
    expect(await named('retail', 'Gaming Upgrade')).toEqual(upgrade);
    expect(await itemsOf(upgrade.WishlistGuid)).toEqual(before);
  });

  it('renames (trimmed, not blank) and switches visibility, which decides who can see it', async () => {
    const created = (await post('/createWishlist', { CustomerWishlistName: 'Temporary' }, 'retail')).body.data as Wishlist;
    const renamed = await post('/updateWishlistName', { WishlistGuid: created.WishlistGuid, newName: '  Christmas Build  ' }, 'retail');
    expect((renamed.body.data as Wishlist).CustomerWishlistName).toBe('Christmas Build');
    const blank = await post('/updateWishlistName', { WishlistGuid: created.WishlistGuid, newName: '   ' }, 'retail');
    expect(blank.status).toBe(422);
    expect(errorOf(blank)).toBe(wishlistErrors.nameRequired);
    expect((await post('/fetchWishlistInformation', { WishlistGuid: created.WishlistGuid }, 'company')).status).toBe(404);
    const shown = await post('/updateWishlistPublic', { WishlistGuid: created.WishlistGuid, IsPublic: true }, 'retail');
    expect((shown.body.data as Wishlist).IsPublic).toBe(true);
    expect((await post('/fetchWishlistInformation', { WishlistGuid: created.WishlistGuid }, 'company')).body.data).toMatchObject({ CustomerWishlistName: 'Christmas Build', wishlistAdmin: false });
    await post('/updateWishlistPublic', { WishlistGuid: created.WishlistGuid, IsPublic: false }, 'retail');
    expect((await post('/fetchWishlistInformation', { WishlistGuid: created.WishlistGuid }, 'company')).status).toBe(404);
  });

  it('removes an item, then deletes the wishlist with its items', async () => {
    const created = (await post('/createWishlist', { CustomerWishlistName: 'Short lived' }, 'retail')).body.data as Wishlist;
    const added = (await post('/addItemsToWishlist', { WishlistGuid: created.WishlistGuid, ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 602300, Quantity: 1 }, { InventoryItemId: 602301, Quantity: 2 }] } }, 'retail')).body.data as { Results: WishlistItem[] };
    const [first] = added.Results;
    expect((await post('/deleteWishlistItem', { WishlistGuid: created.WishlistGuid, CustomerWishlistItemId: first?.CustomerWishlistItemId }, 'retail')).status).toBe(200);
    expect((await itemsOf(created.WishlistGuid, 'retail')).map((item) => item.InventoryItemId)).toEqual([602301]);
    const again = await post('/deleteWishlistItem', { WishlistGuid: created.WishlistGuid, CustomerWishlistItemId: first?.CustomerWishlistItemId }, 'retail');
    expect(again.status).toBe(404);
    const row = await t.database.db.selectFrom('wishlists').select('wishlist_id').where('wishlist_guid', '=', created.WishlistGuid).executeTakeFirstOrThrow();
    expect((await post('/deleteWishlist', { WishlistGuid: created.WishlistGuid }, 'retail')).body).toMatchObject({ success: true, data: null });
    expect((await post('/fetchWishlistInformation', { WishlistGuid: created.WishlistGuid }, 'retail')).status).toBe(404);
    expect(await t.database.db.selectFrom('wishlist_items').select('customer_wishlist_item_id').where('wishlist_id', '=', row.wishlist_id).execute()).toEqual([]);
  });
});

describe('adding cart lines to a wishlist (spec 2 §2 "Add to wishlist")', () => {
  const kitLine = async () => {
    const categories = await t.database.db.selectFrom('kit_categories').selectAll().where('kit_inventory_item_id', '=', mixedSocketKitItemId).orderBy('sort_order').execute();
    const KitChildren = categories.flatMap((category) =>
      category.default_inventory_item_id === null ? [] : [{ InventoryItemId: category.default_inventory_item_id, Quantity: category.default_quantity, KitCategoryId: category.inventory_kit_category_id }],
    );
    return { InventoryItemId: mixedSocketKitItemId, Quantity: 1, AddToCartSource: 'viewItemKit', KitChildren };
  };

  it('adds to the customer\'s first wishlist, adding a plain line\'s quantity to the same item and keeping a custom build\'s parts', async () => {
    const first = await named('company', 'My Wishlist 1');
    const before = await itemsOf(first.WishlistGuid, 'company');
    const existing = before[0];
    const build = await kitLine();
    const result = await post('/addItemsToWishlist', { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: existing?.InventoryItemId, Quantity: 2 }, build] } }, 'company');
    expect(result.status).toBe(200);
    const data = result.body.data as { Wishlist: Wishlist; Results: WishlistItem[] };
    expect(data.Wishlist).toEqual(first);
    expect(data.Results).toHaveLength(before.length + 1);
    expect(data.Results.find((item) => item.CustomerWishlistItemId === existing?.CustomerWishlistItemId)?.Quantity).toBe((existing?.Quantity ?? 0) + 2);
    const kit = data.Results.find((item) => item.InventoryItemId === mixedSocketKitItemId);
    expect(kit?.ItemTypeCode).toBe('KIT');
    expect(kit?.KitChildren).toEqual(build.KitChildren.map((child) => ({ ...child, UvPrintDesignCode: null })));
    const partsCents = await Promise.all(build.KitChildren.map(async (child) => Math.round(((await post('/fetchItem', { InventoryItemId: child.InventoryItemId })).body.data as { CustomerPriceIncTax: number }).CustomerPriceIncTax * 100) * child.Quantity));
    expect(Math.round((kit?.CustomerPriceIncTax ?? 0) * 100)).toBe(partsCents.reduce((sum, cents) => sum + cents, 0));
  });

  it('creates "My Wishlist 1" for a customer who has none', async () => {
    for (const wishlist of await wishlistsOf('twoFactor')) await post('/deleteWishlist', { WishlistGuid: wishlist.WishlistGuid }, 'twoFactor');
    const result = await post('/addItemsToWishlist', { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 602300, Quantity: 1 }] } }, 'twoFactor');
    expect((result.body.data as { Wishlist: Wishlist }).Wishlist).toMatchObject({ CustomerWishlistName: 'My Wishlist 1', IsPublic: false, wishlistAdmin: true });
  });

  it('writes nothing when any line fails: unknown item, parts on a stock item, a wrong part, or a total above 999', async () => {
    const own = await named('retail', 'Gaming Upgrade');
    const before = await itemsOf(own.WishlistGuid);
    const build = await kitLine();
    const cases = [
      [{ InventoryItemId: 602300, Quantity: 1 }, { InventoryItemId: 1, Quantity: 1 }],
      [{ InventoryItemId: 602300, Quantity: 1, KitChildren: [{ InventoryItemId: 602301, Quantity: 1, KitCategoryId: 9001 }] }],
      [{ ...build, KitChildren: build.KitChildren.map((child, index) => (index === 0 ? { ...child, InventoryItemId: 602301 } : child)) }],
      [{ InventoryItemId: 602300, Quantity: 1 }, { InventoryItemId: before[0]?.InventoryItemId, Quantity: 999 }],
    ];
    for (const ShoppingCartItems of cases) {
      const result = await post('/addItemsToWishlist', { WishlistGuid: own.WishlistGuid, ShoppingCart: { ShoppingCartItems } }, 'retail');
      expect(result.status).toBe(422);
    }
    expect(await itemsOf(own.WishlistGuid)).toEqual(before);
  });

  it('refuses a guest (401) and another customer\'s wishlist (403)', async () => {
    const upgrade = await named('retail', 'Gaming Upgrade');
    const line = { ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 602300, Quantity: 1 }] } };
    expect((await post('/addItemsToWishlist', line)).status).toBe(401);
    expect((await post('/addItemsToWishlist', { ...line, WishlistGuid: upgrade.WishlistGuid }, 'company')).status).toBe(403);
  });
});

describe('a shared cart read back through the wishlist calls (spec 2 §2 /wishlist/{code}, §7)', () => {
  it('opens the same lines, custom build included, for anyone, and nobody can change it', async () => {
    const categories = await t.database.db.selectFrom('kit_categories').selectAll().where('kit_inventory_item_id', '=', mixedSocketKitItemId).orderBy('sort_order').execute();
    const KitChildren = categories.flatMap((category) => (category.default_inventory_item_id === null ? [] : [{ InventoryItemId: category.default_inventory_item_id, Quantity: 1, KitCategoryId: category.inventory_kit_category_id }]));
    const lines = [
      { InventoryItemId: 602301, Quantity: 2, AddToCartSource: 'viewItemSTK' },
      { InventoryItemId: mixedSocketKitItemId, Quantity: 1, AddToCartSource: 'viewItemKit', KitChildren },
      { InventoryItemId: 602301, Quantity: 1 },
    ];
    const shared = await post('/createShareableCart', { ShoppingCart: { ShoppingCartItems: lines } });
    const code = (shared.body.data as { Code: string }).Code;
    expect(code).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const account of [undefined, 'retail'] as const) {
      expect((await post('/fetchWishlistInformation', { WishlistGuid: code }, account)).body.data).toEqual({ WishlistGuid: code, CustomerWishlistName: 'Shared cart', IsPublic: true, wishlistAdmin: false });
      const items = await itemsOf(code, account);
      expect(items.map((item) => [item.InventoryItemId, item.Quantity, item.KitChildren?.length ?? 0])).toEqual([
        [602301, 2, 0],
        [mixedSocketKitItemId, 1, KitChildren.length],
        [602301, 1, 0],
      ]);
    }
    const [first] = await itemsOf(code);
    const change = await post('/updateWishlistItem', { WishlistGuid: code, CustomerWishlistItemId: first?.CustomerWishlistItemId, Quantity: 5 }, 'retail');
    expect(change.status).toBe(403);
    expect((await post('/deleteWishlist', { WishlistGuid: code }, 'retail')).status).toBe(403);
    expect((await post('/addItemsToWishlist', { WishlistGuid: code, ShoppingCart: { ShoppingCartItems: [{ InventoryItemId: 602300, Quantity: 1 }] } }, 'retail')).status).toBe(403);
  });
});
