// /Logout (spec 1 §4 step 6): the server ends the session (its Set-Cookie answers reach the shopper through the
// root middleware: the auth key erased, the returned session kept), then the shopper is on the homepage.
import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { serverApi } from '../lib/api.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  await client.POST('/session/logout', { signal: args.request.signal });
  throw redirect('/');
}

export default function Logout() {
  return null;
}
