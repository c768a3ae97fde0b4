// /Verify/:documentGuid? (spec 3 §2.1, §2.5, §4.3): verification of an order by amount, under content page 992. The
// link comes by e-mail, so the page works logged in or not; an order with no verification pending is the 404 page,
// and without an order the page explains where the link is (designed).
import { VerifyAmount } from '@rigkit/react/VerifyAmount';
import { SafeHtml } from '@rigkit/react/SafeHtml';
import type { Route } from './+types/verify';
import { apiErrorStatus } from '../lib/apiErrors.ts';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { sanitiseCmsHtml } from '../lib/cms.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound, rethrowAsNotFound } from '../lib/notFound.ts';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/verify.css';

/** The content page the verification page shows (spec 3 §2.1). */
const verificationWebpageId = 992;

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const guid = args.params.documentGuid;
  const [page, attempts] = await Promise.all([
    client.POST('/lookupWebpage', { body: { webpageId: verificationWebpageId }, signal }).then(({ data }) => data.data ?? null, () => null),
    guid
      ? client
          .GET('/fetchAccountVerificationAttempts/{documentGuid}', { params: { path: { documentGuid: guid } }, signal })
          .then(({ data }) => data.data ?? null)
          .catch((error: unknown) => (apiErrorStatus(error) === 400 ? notFound() : rethrowAsNotFound(error)))
      : null,
  ]);
  if (guid && !attempts) notFound();
  return {
    guid: guid ?? null,
    attemptsUsed: attempts?.AttemptsUsed ?? null,
    html: sanitiseCmsHtml(page?.HtmlText),
    title: page?.PageTitle ?? 'Verify your order',
    description: page?.MetaDescription ?? 'Verify your order by the amount charged to your card.',
  };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData;
  return [...pageMeta(args, { title: page?.title ?? 'Verify your order', description: page?.description ?? '' }), { name: 'robots', content: 'noindex' }];
}

export default function VerifyPage({ loaderData }: Route.ComponentProps) {
  const { guid } = loaderData;
  return (
    <section className="account-form-page">
      <h1 className="page-heading">{loaderData.title}</h1>
      <SafeHtml html={loaderData.html} className="content-page__html" />
      {guid ? (
        <VerifyAmount
          attemptsUsed={loaderData.attemptsUsed ?? 0}
          onAttempt={async (VerificationAmount) => {
            const { data } = await browserApi().POST('/attemptAccountVerification', { body: { SalesOrderGuid: guid, VerificationAmount } });
            return data.data?.Success === true;
          }}
        />
      ) : (
        <p>Open the verification link in the e-mail we sent you about your order.</p>
      )}
    </section>
  );
}
