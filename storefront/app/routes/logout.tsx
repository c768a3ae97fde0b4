// /Logout (spec 3 §2.1): shows "Logging you out", calls logout, then redirects home. The logout is this route's
// action, a POST the page sends as soon as it shows: a GET that logged out would let any other site log a shopper out
// with a link or an image, since SameSite=Lax cookies travel with top-level GETs. The server's Set-Cookie answers
// (auth key erased, a new anonymous session GUID) reach the shopper through the root middleware.
import { useEffect } from 'react';
import { Form, redirect, useSubmit } from 'react-router';
import type { Route } from './+types/logout';
import { serverApi } from '../lib/api.server.ts';
import { announceSessionChange } from '../lib/crossTab.ts';
import { pageMeta } from '../lib/meta.ts';

const loggingOutText = 'Logging you out';

export async function action(args: Route.ActionArgs) {
  const { client } = serverApi(args);
  await client.POST('/session/logout', { signal: args.request.signal });
  throw redirect('/');
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: loggingOutText, canonicalPath: '/Logout' });
}

export default function Logout() {
  const submit = useSubmit();
  useEffect(() => {
    // Other tabs show the shopper logged out too (cross-tab sync), once the server has ended the login.
    void submit(null, { method: 'post' }).then(announceSessionChange);
  }, [submit]);
  return (
    <section className="page-section logout-page" aria-live="polite">
      <h1 className="page-heading">{loggingOutText}</h1>
      {/* Without scripts the shopper confirms with a button: the same POST. */}
      <noscript>
        <Form method="post">
          <button type="submit">Log out</button>
        </Form>
      </noscript>
    </section>
  );
}
