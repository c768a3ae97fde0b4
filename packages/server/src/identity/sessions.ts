// Sessions and who is calling (spec 1 §6: "The authentication key and session GUID are sent on every API call").
// Every visitor has a session row keyed by a version-4 GUID; a valid auth key makes the call a logged-in one.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/openDatabase.ts';
import type { CustomerRow } from '../db/schema.ts';
import { ApiError, httpMessages } from '../http/envelope.ts';
import { hashAuthKey } from './authKey.ts';
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
  return { preferences: {}, created: true };
}

export async function customerForAuthKey(db: Db, authKey: string, now: Date): Promise<{ customer: CustomerRow; hash: string } | null> {
  const hash = hashAuthKey(authKey);
  const customer = await db
    .selectFrom('auth_keys')
    .innerJoin('customers', 'customers.customer_id', 'auth_keys.customer_id')
    .selectAll('customers')
    .where('auth_keys.auth_key_hash', '=', hash)
    .where('auth_keys.revoked_at', 'is', null)
    .where('auth_keys.expires_at', '>', now)
    .executeTakeFirst();
  return customer ? { customer, hash } : null;
}

/**
 * The caller's identity from the CustomerSessionGuid header (or the plesession cookie) and the pleauthkey header
 * (or cookie). A missing GUID starts a new session; a malformed header GUID is a 400 (contract BadRequest).
 */
export async function resolveIdentity(
  db: Db,
  input: { headerGuid: string | undefined; cookieGuid: string | undefined; authKey: string | undefined; now: Date },
): Promise<Identity> {
  if (input.headerGuid !== undefined && input.headerGuid !== '' && !sessionGuidPattern.test(input.headerGuid)) {
    throw new ApiError(400, httpMessages.invalidSessionGuid);
  }
  const given = input.headerGuid || (input.cookieGuid && sessionGuidPattern.test(input.cookieGuid) ? input.cookieGuid : undefined);
  const sessionGuid = (given ?? randomUUID()).toLowerCase();
  const session = await ensureSession(db, sessionGuid);
  const auth = input.authKey ? await customerForAuthKey(db, input.authKey, input.now) : null;
  return {
    sessionGuid,
    preferences: session.preferences,
    customer: auth?.customer ?? null,
    authKeyHash: auth?.hash ?? null,
    isNewSession: session.created && given === undefined,
  };
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
