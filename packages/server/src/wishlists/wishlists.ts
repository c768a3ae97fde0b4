// Wishlists (spec 3 §3 "Wishlist", §6, §7, §8, §9; spec 2 §2 "Add to wishlist" and /wishlist/{code}).
// Only the owner (the wishlist admin) may change a wishlist: anyone else gets 403. A private wishlist is visible to
// its owner only; to anyone else it does not exist (404 "Wishlist not found"), so its GUID reveals nothing. A shared
// cart is a public wishlist without an owner: everyone may read it and nobody may change it. Changes that touch
// several rows run in one transaction with the wishlist row locked.
import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { CustomerRow } from '../db/schema.ts';
import { ApiError, httpMessages } from '../http/envelope.ts';
import type { OperationContext, RequestContext } from '../http/operation.ts';
import type { Services } from '../http/services.ts';
import { runningCoupons } from '../cart/cartService.ts';
import { checkedWishlistLines, maximumWishlistQuantity, wishlistItemDto, wishlistLineErrors, type WishlistLine } from './wishlistLines.ts';
import { wishlistDb, type CurrentWishlistsTable, type WishlistDatabase, type WishlistExecutor } from './wishlistTables.ts';

type WishlistRow = Selectable<CurrentWishlistsTable>;
type WishlistTransaction = Transaction<WishlistDatabase>;

/** "Wishlist not found" is spec 3 §8's own text; the others are the server's (spec 3 shows client texts only). */
export const wishlistErrors = {
  notFound: 'Wishlist not found',
  notOwner: 'Only the owner of this wishlist can change it',
  otherCustomer: 'Wishlists can only be listed for the logged-in customer',
  itemNotFound: 'Wishlist item not found',
  nameRequired: 'Please enter a wishlist name',
  tooManyWishlists: (limit: number) => `You can have at most ${limit} wishlists`,
  tooManyItems: (limit: number) => `A wishlist can hold at most ${limit} items`,
} as const;

/** Spec 3 §9: "My Wishlist" plus count+1. */
export const defaultWishlistName = (existingCount: number): string => `My Wishlist ${existingCount + 1}`;
/** Designed ceilings that keep one account from growing without bound. */
export const maximumWishlistsPerCustomer = 100;
export const maximumItemsPerWishlist = 200;
/** The name a shared cart's wishlist carries (designed; the share page shows the lines, spec 2 §2). */
export const sharedCartWishlistName = 'Shared cart';

function requireCustomer(context: RequestContext): CustomerRow {
  if (!context.identity.customer) throw new ApiError(401, httpMessages.loginRequired);
  return context.identity.customer;
}

const isOwner = (row: WishlistRow, customer: CustomerRow | null): boolean => customer !== null && row.customer_id === customer.customer_id;

function wishlistDto(row: WishlistRow, customer: CustomerRow | null) {
  return { WishlistGuid: row.wishlist_guid, CustomerWishlistName: row.customer_wishlist_name, IsPublic: row.is_public, wishlistAdmin: isOwner(row, customer) };
}

async function findWishlist(db: WishlistExecutor, guid: string, lock: boolean): Promise<WishlistRow | undefined> {
  const query = db.selectFrom('wishlists').selectAll().where('wishlist_guid', '=', guid.toLowerCase());
  return lock ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

/** The wishlist when the caller may see it: public, or their own. */
function visible(row: WishlistRow | undefined, customer: CustomerRow | null): WishlistRow {
  if (!row || (!row.is_public && !isOwner(row, customer))) throw new ApiError(404, wishlistErrors.notFound);
  return row;
}

/** The caller's own wishlist, locked for the change: 401 for a guest, 404 when unseen, 403 when someone else's. */
async function lockOwnWishlist(trx: WishlistTransaction, customer: CustomerRow, guid: string): Promise<WishlistRow> {
  const row = visible(await findWishlist(trx, guid, true), customer);
  if (!isOwner(row, customer)) throw new ApiError(403, wishlistErrors.notOwner);
  return row;
}

/** The items, priced with the wishlist's running coupons (a shared cart's; a customer's own wishlist has none). */
async function itemsOf(services: Services, db: WishlistExecutor, wishlist: Pick<WishlistRow, 'wishlist_id' | 'coupon_codes'>, now: Date) {
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const rows = await db.selectFrom('wishlist_items').selectAll().where('wishlist_id', '=', wishlist.wishlist_id).orderBy('customer_wishlist_item_id').execute();
  const coupons = await runningCoupons(services.db, snapshot, wishlist.coupon_codes, now);
  return rows.map((row) => wishlistItemDto(snapshot, row, coupons));
}

/** Writes lines to a wishlist: a plain line (no kit parts, no UV design) adds to the same item's plain line. */
export async function addLines(trx: WishlistTransaction, wishlistId: number, lines: readonly WishlistLine[]): Promise<void> {
  const existing = await trx.selectFrom('wishlist_items').selectAll().where('wishlist_id', '=', wishlistId).orderBy('customer_wishlist_item_id').execute();
  let count = existing.length;
  for (const line of lines) {
    const plain = line.KitChildren.length === 0 && line.UvPrintDesignCode === null;
    const same = plain ? existing.find((row) => row.inventory_item_id === line.InventoryItemId && row.kit_children.length === 0 && row.uv_print_design_code === null) : undefined;
    if (same) {
      same.quantity += line.Quantity;
      if (same.quantity > maximumWishlistQuantity) throw new ApiError(422, wishlistLineErrors.tooMany(`Item ${line.InventoryItemId}`));
      await trx.updateTable('wishlist_items').set({ quantity: same.quantity }).where('customer_wishlist_item_id', '=', same.customer_wishlist_item_id).execute();
      continue;
    }
    count += 1;
    if (count > maximumItemsPerWishlist) throw new ApiError(409, wishlistErrors.tooManyItems(maximumItemsPerWishlist));
    const inserted = await trx
      .insertInto('wishlist_items')
      .values({ wishlist_id: wishlistId, inventory_item_id: line.InventoryItemId, quantity: line.Quantity, kit_children: JSON.stringify(line.KitChildren), uv_print_design_code: line.UvPrintDesignCode })
      .returningAll()
      .executeTakeFirstOrThrow();
    existing.push(inserted);
  }
}

/** A new wishlist for the customer, named as asked or by default; the customer row is locked so the count holds. */
async function insertWishlist(trx: WishlistTransaction, customer: CustomerRow, requestedName: string | null | undefined, now: Date): Promise<WishlistRow> {
  await trx.selectFrom('customers').select('customer_id').where('customer_id', '=', customer.customer_id).forUpdate().execute();
  const counted = await trx.selectFrom('wishlists').select((eb) => eb.fn.countAll<number>().as('count')).where('customer_id', '=', customer.customer_id).executeTakeFirst();
  const count = Number(counted?.count ?? 0);
  if (count >= maximumWishlistsPerCustomer) throw new ApiError(409, wishlistErrors.tooManyWishlists(maximumWishlistsPerCustomer));
  const name = requestedName?.trim() || defaultWishlistName(count);
  return trx
    .insertInto('wishlists')
    .values({ wishlist_guid: randomUUID(), customer_id: customer.customer_id, customer_wishlist_name: name, is_public: false, created_at: now, shared_by_session_guid: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function fetchWishlists(context: OperationContext<'POST', '/fetchWishlists'>) {
  const customer = requireCustomer(context);
  // The body may only name the logged-in customer; the session decides whose lists these are.
  if (context.body.CustomerGuid.toLowerCase() !== customer.customer_guid.toLowerCase()) throw new ApiError(403, wishlistErrors.otherCustomer);
  const rows = await wishlistDb(context.services.db).selectFrom('wishlists').selectAll().where('customer_id', '=', customer.customer_id).orderBy('created_at').orderBy('wishlist_id').execute();
  return rows.map((row) => wishlistDto(row, customer));
}

export async function createWishlist(context: OperationContext<'POST', '/createWishlist'>) {
  const customer = requireCustomer(context);
  const row = await wishlistDb(context.services.db)
    .transaction()
    .execute((trx) => insertWishlist(trx, customer, context.body.CustomerWishlistName, context.now));
  return wishlistDto(row, customer);
}

export async function fetchWishlistInformation(context: OperationContext<'POST', '/fetchWishlistInformation'>) {
  const customer = context.identity.customer ?? null;
  return wishlistDto(visible(await findWishlist(wishlistDb(context.services.db), context.body.WishlistGuid, false), customer), customer);
}

export async function fetchWishlistItems(context: OperationContext<'POST', '/fetchWishlistItems'>) {
  const db = wishlistDb(context.services.db);
  const row = visible(await findWishlist(db, context.body.WishlistGuid, false), context.identity.customer ?? null);
  return { Results: await itemsOf(context.services, db, row, context.now) };
}

export async function updateWishlistItem(context: OperationContext<'POST', '/updateWishlistItem'>) {
  const customer = requireCustomer(context);
  const { body, services } = context;
  if (body.Quantity > maximumWishlistQuantity) throw new ApiError(422, wishlistLineErrors.tooMany(`Item ${body.CustomerWishlistItemId}`));
  const updated = await wishlistDb(services.db)
    .transaction()
    .execute(async (trx) => {
      const wishlist = await lockOwnWishlist(trx, customer, body.WishlistGuid);
      const row = await trx
        .updateTable('wishlist_items')
        .set({ quantity: body.Quantity })
        .where('customer_wishlist_item_id', '=', body.CustomerWishlistItemId)
        .where('wishlist_id', '=', wishlist.wishlist_id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new ApiError(404, wishlistErrors.itemNotFound);
      return row;
    });
  return wishlistItemDto(await (await services.catalogue()).refreshIfStale(), updated, []);
}

export async function deleteWishlistItem(context: OperationContext<'POST', '/deleteWishlistItem'>) {
  const customer = requireCustomer(context);
  const { body } = context;
  await wishlistDb(context.services.db)
    .transaction()
    .execute(async (trx) => {
      const wishlist = await lockOwnWishlist(trx, customer, body.WishlistGuid);
      const deleted = await trx.deleteFrom('wishlist_items').where('customer_wishlist_item_id', '=', body.CustomerWishlistItemId).where('wishlist_id', '=', wishlist.wishlist_id).returning('customer_wishlist_item_id').executeTakeFirst();
      if (!deleted) throw new ApiError(404, wishlistErrors.itemNotFound);
    });
  return null;
}

export async function updateWishlistName(context: OperationContext<'POST', '/updateWishlistName'>) {
  const customer = requireCustomer(context);
  const name = context.body.newName.trim();
  if (name === '') throw new ApiError(422, wishlistErrors.nameRequired);
  const row = await wishlistDb(context.services.db)
    .transaction()
    .execute(async (trx) => {
      const wishlist = await lockOwnWishlist(trx, customer, context.body.WishlistGuid);
      return trx.updateTable('wishlists').set({ customer_wishlist_name: name }).where('wishlist_id', '=', wishlist.wishlist_id).returningAll().executeTakeFirstOrThrow();
    });
  return wishlistDto(row, customer);
}

export async function updateWishlistPublic(context: OperationContext<'POST', '/updateWishlistPublic'>) {
  const customer = requireCustomer(context);
  const row = await wishlistDb(context.services.db)
    .transaction()
    .execute(async (trx) => {
      const wishlist = await lockOwnWishlist(trx, customer, context.body.WishlistGuid);
      return trx.updateTable('wishlists').set({ is_public: context.body.IsPublic }).where('wishlist_id', '=', wishlist.wishlist_id).returningAll().executeTakeFirstOrThrow();
    });
  return wishlistDto(row, customer);
}

export async function deleteWishlist(context: OperationContext<'POST', '/deleteWishlist'>) {
  const customer = requireCustomer(context);
  await wishlistDb(context.services.db)
    .transaction()
    .execute(async (trx) => {
      const wishlist = await lockOwnWishlist(trx, customer, context.body.WishlistGuid);
      // Its items go with it (ON DELETE CASCADE), in this transaction.
      await trx.deleteFrom('wishlists').where('wishlist_id', '=', wishlist.wishlist_id).execute();
    });
  return null;
}

export async function addItemsToWishlist(context: OperationContext<'POST', '/addItemsToWishlist'>) {
  const customer = requireCustomer(context);
  const { body, services, now } = context;
  const snapshot = await (await services.catalogue()).refreshIfStale();
  const lines = await checkedWishlistLines(services, snapshot, body.ShoppingCart.ShoppingCartItems);
  const db = wishlistDb(services.db);
  const wishlist = await db.transaction().execute(async (trx) => {
    let target: WishlistRow | undefined;
    if (body.WishlistGuid) {
      target = await lockOwnWishlist(trx, customer, body.WishlistGuid);
    } else {
      // The customer's first wishlist, or "My Wishlist 1" when they have none (spec 3 §9).
      target = await trx.selectFrom('wishlists').selectAll().where('customer_id', '=', customer.customer_id).orderBy('created_at').orderBy('wishlist_id').limit(1).forUpdate().executeTakeFirst();
      target ??= await insertWishlist(trx, customer, null, now);
    }
    await addLines(trx, target.wishlist_id, lines);
    return target;
  });
  return { Wishlist: wishlistDto(wishlist, customer), Results: await itemsOf(services, db, wishlist, now) };
}

/** Shares lines as a public wishlist without an owner; its GUID is the share code (spec 2 §7 createShareableCart). */
export async function shareLines(services: Services, sessionGuid: string, lines: readonly (WishlistLine & { CouponCode: string | null })[], couponCodes: readonly string[], now: Date): Promise<string> {
  const guid = randomUUID();
  await wishlistDb(services.db)
    .transaction()
    .execute(async (trx) => {
      const wishlist = await trx
        .insertInto('wishlists')
        .values({ wishlist_guid: guid, customer_id: null, customer_wishlist_name: sharedCartWishlistName, is_public: true, created_at: now, shared_by_session_guid: sessionGuid, coupon_codes: JSON.stringify(couponCodes) })
        .returning('wishlist_id')
        .executeTakeFirstOrThrow();
      // Every line stays a line of its own: the share opens the cart as it was.
      await trx
        .insertInto('wishlist_items')
        .values(lines.map((line) => ({ wishlist_id: wishlist.wishlist_id, inventory_item_id: line.InventoryItemId, quantity: line.Quantity, kit_children: JSON.stringify(line.KitChildren), uv_print_design_code: line.UvPrintDesignCode, coupon_code: line.CouponCode })))
        .execute();
    });
  return guid;
}

