// /MyPLE/Order/{documentGuid} and /MyPLE/EditAccount (spec 3 §2.1, §2.8, §6): the old account links, kept working
// as permanent redirects (designed): an open sales order to its page in the account area, contact edit to the
// account's details. Both are private there, so a logged-out visitor is asked to log in first.
import { redirect } from 'react-router';
import type { Route } from './+types/myple-redirect';

export function loader({ params }: Route.LoaderArgs) {
  const guid = params.documentGuid;
  // Only a GUID goes into the address: nothing else the link carries can steer the redirect.
  if (guid !== undefined) throw redirect(/^[0-9a-f-]{36}$/i.test(guid) ? `/account/order/${guid.toLowerCase()}` : '/account/orders', 301);
  throw redirect('/account', 301);
}

export default function MyPleRedirect() {
  return null;
}
