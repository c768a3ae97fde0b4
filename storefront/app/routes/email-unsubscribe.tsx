// /EmailUnsubscribe?EmailAddress&BlockType&ValidationCode (spec 3 §2.1, §2.11): the link at the foot of a marketing
// e-mail. The server checks the link's signed code when the request is sent; a link missing its parts says so.
import { Unsubscribe } from '@rigkit/react/Unsubscribe';
import type { Route } from './+types/email-unsubscribe';
import { browserApi } from '../lib/api.client.ts';
import { pageMeta } from '../lib/meta.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/account-forms.css';

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const link = { EmailAddress: query.get('EmailAddress') ?? '', BlockType: query.get('BlockType') ?? '', ValidationCode: query.get('ValidationCode') ?? '' };
  return { link: link.EmailAddress && link.BlockType && link.ValidationCode ? link : null };
}

export function meta(args: Route.MetaArgs) {
  return [...pageMeta(args, { title: 'Unsubscribe', description: 'Stop marketing e-mails from the store.' }), { name: 'robots', content: 'noindex' }];
}

export default function EmailUnsubscribePage({ loaderData }: Route.ComponentProps) {
  const { link } = loaderData;
  return (
    <section className="account-form-page">
      <h1 className="page-heading">Unsubscribe</h1>
      {link ? (
        <Unsubscribe
          emailAddress={link.EmailAddress}
          onUnsubscribe={async ({ blockAll }) => {
            await browserApi().POST('/blockEmail', { body: { ...link, BlockAll: blockAll } });
          }}
        />
      ) : (
        <p>This unsubscribe link is incomplete. Please use the link at the foot of the e-mail you received.</p>
      )}
    </section>
  );
}
