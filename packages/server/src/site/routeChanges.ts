// routeChange (spec 1 §7): route changes and events such as add-to-cart, recorded per session like the banner
// activity. The texts are the client's, so each is cut to a length no real address or event needs.
import type { OperationContext } from '../http/operation.ts';

const longestText = 2000;

export async function recordRouteChange(context: OperationContext<'POST', '/routeChange'>) {
  const { body, services, identity, now } = context;
  await services.db
    .insertInto('route_changes')
    .values({
      customer_session_guid: identity.sessionGuid,
      old_route: body.oldRoute?.slice(0, longestText) ?? null,
      new_route: body.newRoute.slice(0, longestText),
      search_data: body.searchData?.slice(0, longestText) ?? null,
      created_at: now,
    })
    .execute();
  return null;
}
