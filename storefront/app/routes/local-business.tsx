// /LocalBusiness (designed address; spec 1 §2 names the "Apply now" form but no page): Victorian businesses apply
// to buy as a local business customer. A logged-in customer finds their name and e-mail filled in (spec 1 §6).
import { LocalBusinessApplication } from '@rigkit/react/LocalBusinessApplication';
import type { Route } from './+types/local-business';
import { sendLocalBusinessApplication } from '../lib/localBusiness.client.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopperSession } from '../lib/session.server.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/local-business-application.css';

export async function loader(args: Route.LoaderArgs) {
  const preferences = (await shopperSession(args))?.CustomerSessionPreferences;
  if (!preferences?.IsLoggedIn) return { defaultValues: {} };
  return { defaultValues: { contactName: [preferences.FirstName, preferences.LastName].filter(Boolean).join(' '), email: preferences.EmailAddress ?? '' } };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Local business application', description: 'Apply for a local business account with our Victorian stores.', canonicalPath: '/LocalBusiness' });
}

export default function LocalBusinessPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="local-business-page">
      <h1 className="page-heading">Local business application</h1>
      <p>Run a business near one of our Victorian stores? Apply now and our business team will be in touch.</p>
      <LocalBusinessApplication defaultValues={loaderData.defaultValues} onSubmit={sendLocalBusinessApplication} />
    </article>
  );
}
