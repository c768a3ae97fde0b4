// Every plain redirect of lib/plainRedirects.ts (spec 1 §2): the entry whose path the address matches, its target
// built from the route's parameters and, where the entry keeps it, the query string.
import { plainRedirectTarget } from '@rigkit/domain/paths';
import { matchPath, redirect } from 'react-router';
import type { Route } from './+types/plain-redirect';
import { plainRedirects } from '../lib/plainRedirects.ts';
import { notFound } from '../lib/notFound.ts';

export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const entry = plainRedirects.find((candidate) => matchPath({ path: `/${candidate.path}`, caseSensitive: false }, url.pathname));
  if (!entry) notFound();
  throw redirect(plainRedirectTarget(entry, params, url.search), 301);
}

export default function PlainRedirect() {
  return null;
}
