// /ShareYourContent (designed address: spec 2 §2 "UGC upload screen | Path not shown"): customers send photos or a
// text for the shop to consider using. A logged-in customer finds their name and e-mail filled in (spec 1 §6).
import { UgcUpload } from '@rigkit/react/UgcUpload';
import type { Route } from './+types/share-your-content';
import { pageMeta } from '../lib/meta.ts';
import { shopperSession } from '../lib/session.server.ts';
import { sendUgc, uploadUgcFile } from '../lib/ugc.client.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/ugc-upload.css';

export async function loader(args: Route.LoaderArgs) {
  const preferences = (await shopperSession(args))?.CustomerSessionPreferences;
  const isLoggedIn = preferences?.IsLoggedIn ?? false;
  return {
    customer: {
      customerName: isLoggedIn ? [preferences?.FirstName, preferences?.LastName].filter(Boolean).join(' ') : '',
      customerEmail: isLoggedIn ? (preferences?.EmailAddress ?? '') : '',
    },
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Share your content', description: 'Send us photos of your build or your story: we will be in touch if we use your content.', canonicalPath: '/ShareYourContent' });
}

export default function ShareYourContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="ugc-page">
      <h1 className="page-heading">Share your content</h1>
      <p>Show us your build: send photos (PNG, JPEG or BMP, up to 30 MB each) or tell us your story.</p>
      <UgcUpload defaultValues={loaderData.customer} onUpload={uploadUgcFile} onSubmit={sendUgc} />
    </article>
  );
}
