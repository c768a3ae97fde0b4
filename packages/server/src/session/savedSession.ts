// fetchSession and saveSession (spec 1 §7): the shopper's preferences and checkout state kept on the session, within
// size limits. Registered by routes/session.ts.
import { ApiError } from '../http/envelope.ts';
import type { OperationContext, RequestContext } from '../http/operation.ts';
import { ensureSession } from '../identity/sessions.ts';
import { sessionBundle } from './sessionBundle.ts';

export const fetchSession = (context: RequestContext) => sessionBundle(context.services, context.identity);

const savableKeys = [
  'DefaultStoreId', 'DefaultWarehouseId', 'LocationPostcode', 'StoreName', 'PinCategories', 'GridTypeId', 'InterestedGames',
  'PrivateMode', 'Referrers', 'RecentlyViewedItems', 'CustomBuildGridLevel', 'CheckoutState',
] as const;

/** A session holds preferences and checkout state, not a document store (issue 14 item 8): 16 KB and 8 levels. */
export const sessionLimits = { maximumBytes: 16 * 1024, maximumDepth: 8 } as const;

function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let deepest = 0;
  for (const entry of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(entry));
    if (deepest > sessionLimits.maximumDepth) break;
  }
  return deepest + 1;
}

function assertSessionSize(preferences: Record<string, unknown>): void {
  if (depthOf(preferences) > sessionLimits.maximumDepth + 1) throw new ApiError(400, `Session values may be nested at most ${sessionLimits.maximumDepth} levels deep`);
  if (Buffer.byteLength(JSON.stringify(preferences), 'utf8') > sessionLimits.maximumBytes) {
    throw new ApiError(413, `The session may hold at most ${sessionLimits.maximumBytes / 1024} KB`);
  }
}

export async function saveSession(context: OperationContext<'POST', '/session/saveSession'>) {
  const { body, services, identity, now } = context;
  if (typeof body['DefaultStoreId'] === 'number') {
    const store = await services.db.selectFrom('stores').select('store_id').where('store_id', '=', body['DefaultStoreId']).executeTakeFirst();
    if (!store) throw new ApiError(422, `Store ${body['DefaultStoreId']} does not exist`);
  }
  const changes = Object.fromEntries(savableKeys.filter((key) => key in body).map((key) => [key, body[key]]));
  const preferences = { ...identity.preferences, ...changes };
  assertSessionSize(preferences);
  await ensureSession(services.db, identity.sessionGuid);
  await services.db
    .updateTable('sessions')
    .set({ preferences: JSON.stringify(preferences), updated_at: now })
    .where('customer_session_guid', '=', identity.sessionGuid)
    .execute();
  return sessionBundle(services, { ...identity, preferences });
}
