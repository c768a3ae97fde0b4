// Sessions and who is calling (spec 1 §6: "The authentication key and session GUID are sent on every API call").
// Every visitor has a session row keyed by a version-4 GUID; a valid auth key makes the call a logged-in one.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '../db/openDatabase.ts';
import type { DatabaseTables } from '../db/schema.ts';
import type { CustomerRow } from '../db/schema.ts';
import { ApiError, httpMessages } from '../http/envelope.ts';
import { authKeyIdleSeconds, cookieMaxAgeSeconds, hashAuthKey } from './authKey.ts';
import { sessionCacheOf } from './sessionCache.ts';
import type { Schema } from '../contract/schemas.ts';

export const sessionGuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface Identity {
  sessionGuid: string;
  preferences: Readonly<Record<string, unknown>>;
  customer: CustomerRow | null;
  authKeyHash: string | null;
  /** True when this call created the session (the cookie must be set). */
  isNewSession: boolean;
}

/** The preferences of a session this server minted and stored, or undefined when it has no row. */
export async function findSession(db: Db, sessionGuid: string): Promise<Readonly<Record<string, unknown>> | undefined> {
  const cache = sessionCacheOf(db);
  const cached = cache?.read(sessionGuid);
  if (cached) return cached;
  const stamp = cache?.stamp() ?? 0;
  const existing = await db.selectFrom('sessions').select('preferences').where('customer_session_guid', '=', sessionGuid).executeTakeFirst();
  if (existing) cache?.remember(sessionGuid, existing.preferences, stamp);
  return existing?.preferences;
}

export async function ensureSession(db: Db, sessionGuid: string): Promise<{ preferences: Readonly<Record<string, unknown>>; created: boolean }> {
  // The embedded database's own process keeps the sessions it has read (sessionCache.ts): no query per call.
  const cache = sessionCacheOf(db);
  const cached = cache?.read(sessionGuid);
  if (cached) return { preferences: cached, created: false };
  const stamp = cache?.stamp() ?? 0;
  const existing = await db.selectFrom('sessions').select('preferences').where('customer_session_guid', '=', sessionGuid).executeTakeFirst();
  if (existing) {
    cache?.remember(sessionGuid, existing.preferences, stamp);
    return { preferences: existing.preferences, created: false };
  }
  await db
    .insertInto('sessions')
    .values({ customer_session_guid: sessionGuid, preferences: '{}' })
    .onConflict((conflict) => conflict.column('customer_session_guid').doNothing())
    .execute();
  cache?.remember(sessionGuid, {}, stamp);
  rowsCreatedHere.add(sessionGuid);
  if (rowsCreatedHere.size > rowsCreatedHereLimit) rowsCreatedHere.delete(rowsCreatedHere.values().next().value as string);
  return { preferences: {}, created: true };
}

/**
 * The sessions this process wrote a row for (ensureSession, the one place a new anonymous session gets its row),
 * until the call that minted the GUID asks. A minted GUID is known to that call alone until its cookie is sent, so
 * no other process can have written its row: the call learns whether its handler stored anything without a query,
 * and the read-only calls of a new visitor (most of them) cost no query for it.
 */
const rowsCreatedHere = new Set<string>();
/** A bound for GUIDs written by calls that never ask (none do today): the oldest is forgotten first. */
const rowsCreatedHereLimit = 10_000;

/**
 * Idle timeout (issue 14 item 8): a key expires authKeyIdleSeconds after its last use, and never later than
 * cookieMaxAgeSeconds after it was issued. Moved on at most once an hour, so a busy shopper costs no write per call.
 */
async function extendIdleExpiry(db: Db, hash: string, now: Date): Promise<void> {
  const idleExpiry = new Date(now.getTime() + authKeyIdleSeconds * 1000);
  await db
    .updateTable('auth_keys')
    .set({ expires_at: sql<Date>`least(${idleExpiry}::timestamptz, created_at + ${`${cookieMaxAgeSeconds} seconds`}::interval)` })
    .where('auth_key_hash', '=', hash)
    .where('expires_at', '<', new Date(idleExpiry.getTime() - 60 * 60 * 1000))
    .execute();
}

export async function customerForAuthKey(db: Db, authKey: string, now: Date): Promise<{ customer: CustomerRow; hash: string; sessionGuid: string } | null> {
  const hash = hashAuthKey(authKey);
  const row = await db
    .selectFrom('auth_keys')
    .innerJoin('customers', 'customers.customer_id', 'auth_keys.customer_id')
    .selectAll('customers')
    .select('auth_keys.customer_session_guid as auth_session_guid')
    .where('auth_keys.auth_key_hash', '=', hash)
    .where('auth_keys.revoked_at', 'is', null)
    .where('auth_keys.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const { auth_session_guid: sessionGuid, ...customer } = row;
  await extendIdleExpiry(db, hash, now);
  return { customer, hash, sessionGuid };
}

/**
 * The caller's identity from the CustomerSessionGuid header (or the plesession cookie) and the pleauthkey header
 * (or cookie). A malformed header GUID is a 400 (contract BadRequest). Only a session this server minted (it has a
 * row) is adopted: any other GUID, however well-formed, is ignored and a new one is minted from the cryptographic
 * random source, so a GUID planted on a victim names nothing (issue 14 item 2; ASVS 5.0 V7.2.4). The new session's
 * row is written only when something is stored in it (issue 14 item 8), by ensureSession.
 */
export async function resolveIdentity(
  db: Db,
  input: { headerGuid: string | undefined; cookieGuid: string | undefined; authKey: string | undefined; now: Date },
): Promise<Identity> {
  if (input.headerGuid !== undefined && input.headerGuid !== '' && !sessionGuidPattern.test(input.headerGuid)) {
    throw new ApiError(400, httpMessages.invalidSessionGuid);
  }
  const candidates = [input.headerGuid, input.cookieGuid].filter((guid): guid is string => !!guid && sessionGuidPattern.test(guid)).map((guid) => guid.toLowerCase());
  let known: { sessionGuid: string; preferences: Readonly<Record<string, unknown>> } | undefined;
  for (const candidate of new Set(candidates)) {
    const preferences = await findSession(db, candidate);
    if (preferences) {
      known = { sessionGuid: candidate, preferences };
      break;
    }
  }
  const auth = input.authKey ? await customerForAuthKey(db, input.authKey, input.now) : null;
  // A logged-in caller without a known session GUID continues the session its key was issued with.
  if (!known && auth) {
    const preferences = await findSession(db, auth.sessionGuid);
    if (preferences) known = { sessionGuid: auth.sessionGuid, preferences };
  }
  return {
    sessionGuid: known?.sessionGuid ?? randomUUID(),
    preferences: known?.preferences ?? {},
    customer: auth?.customer ?? null,
    authKeyHash: auth?.hash ?? null,
    isNewSession: known === undefined,
  };
}

/** For a call that minted `sessionGuid` (a new session): true when its handler stored something, so it has a row. */
export function newSessionStored(sessionGuid: string): boolean {
  return rowsCreatedHere.delete(sessionGuid);
}

/**
 * A new GUID for the caller's session at a change of privilege (login): the row, cart and checkout state move to it
 * and the old GUID stops naming anything (issue 14 item 2; ASVS 5.0 V7.2.4). Runs inside the login's transaction.
 */
export async function rotateSession(trx: Db | Transaction<DatabaseTables>, oldGuid: string, customerId: number, now: Date): Promise<string> {
  const newGuid = randomUUID();
  const old = await trx.selectFrom('sessions').select('preferences').where('customer_session_guid', '=', oldGuid).executeTakeFirst();
  await trx
    .insertInto('sessions')
    .values({ customer_session_guid: newGuid, customer_id: customerId, preferences: JSON.stringify(old?.preferences ?? {}), updated_at: now })
    .execute();
  if (old) {
    const cart = await trx.selectFrom('carts').select(['lines', 'coupon_codes']).where('customer_session_guid', '=', oldGuid).executeTakeFirst();
    if (cart) {
      await trx.insertInto('carts').values({ customer_session_guid: newGuid, lines: JSON.stringify(cart.lines), coupon_codes: JSON.stringify(cart.coupon_codes), updated_at: now }).execute();
    }
    await trx.deleteFrom('sessions').where('customer_session_guid', '=', oldGuid).execute();
  }
  return newGuid;
}

/** Spec 2 §9: warehouse 9 is the default warehouse fallback; store 1 the online store (spec 1 §9). */
export const defaultPreferences = { DefaultStoreId: 1, DefaultWarehouseId: 9, StoreName: 'Online' } as const;

/** CustomerSessionPreferences (spec 1 §3) for the caller. */
export function sessionPreferences(identity: Identity): Schema<'CustomerSessionPreferences'> {
  const saved = identity.preferences;
  const customer = identity.customer;
  return {
    PinCategories: [],
    InterestedGames: [],
    PrivateMode: false,
    Referrers: [],
    RecentlyViewedItems: [],
    CustomBuildGridLevel: null,
    LocationPostcode: null,
    ...defaultPreferences,
    ...saved,
    CustomerSessionGuid: identity.sessionGuid,
    CustomerGuid: customer?.customer_guid ?? null,
    IsLoggedIn: customer !== null,
    FirstName: customer?.first_name ?? null,
    LastName: customer?.last_name ?? null,
    EmailAddress: customer?.email_address ?? null,
    CustomerId: customer?.customer_id ?? null,
    UsesTotp: customer?.totp_secret != null,
    PricingLevel: customer?.pricing_level ?? 'Retail',
  };
}

/** Account statistics (MyPLEStats): null for visitors; counts of what the account area lists, read in one query. */
export async function accountStatistics(db: Db, identity: Identity): Promise<Schema<'MyPLEStats'> | null> {
  if (!identity.customer) return null;
  const customerId = identity.customer.customer_id;
  const documents = (type: string) => sql<number>`(SELECT count(*)::int FROM documents WHERE customer_id = ${customerId} AND document_type = ${type})`;
  const { rows } = await sql<Record<string, number>>`SELECT
      ${documents('Sales Order')} AS "SalesOrderCount",
      ${documents('Quote')} AS "QuoteCount",
      ${documents('Invoice')} AS "InvoiceCount",
      (SELECT count(*)::int FROM work_orders WHERE customer_id = ${customerId}) AS "WorkOrderCount",
      (SELECT count(*)::int FROM wishlist_items JOIN wishlists USING (wishlist_id) WHERE wishlists.customer_id = ${customerId}) AS "WishlistItemCount",
      (SELECT count(*)::int FROM kit_configurations WHERE customer_id = ${customerId}) AS "KitConfigurationCount"`.execute(db);
  return rows[0] ?? null;
}
