// /account/returns (spec 3 §2.1 "Return History"; issue 18 item 5): the customer's returns (fetchDocuments with
// DocumentType Returns) in the ReturnHistory widget, Refresh and Try Again reloading the page's data.
import { RigkitApiError } from '@rigkit/api-client';
import { ReturnHistory } from '@rigkit/react/ReturnHistory';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/account-returns';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { downloadReturnAdvice } from '../lib/returns.client.ts';
import { shopperSession } from '../lib/session.server.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/returns.css';

export async function loader(args: Route.LoaderArgs) {
  if (!(await shopperSession(args))?.CustomerSessionPreferences.IsLoggedIn) return { returns: [], loadError: null };
  try {
    const { data } = await serverApi(args).client.POST('/fetchDocuments', { body: { DocumentType: 'Returns' }, signal: args.request.signal });
    if (!data.success) return { returns: null, loadError: 'failed' as const };
    return { returns: (data.data ?? []).flatMap((entry) => ('CustomerReturnAdviceId' in entry ? [entry] : [])), loadError: null };
  } catch (error) {
    return { returns: null, loadError: error instanceof RigkitApiError && error.status !== undefined ? ('failed' as const) : ('error' as const) };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Return History', description: 'Your returns and their status.' });
}

export default function AccountReturns({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <div className="account-section">
      <ReturnHistory returns={loaderData.returns ?? undefined} loadError={loaderData.loadError ?? undefined} onRefresh={() => void revalidator.revalidate()} onDownloadAdvice={downloadReturnAdvice} />
    </div>
  );
}
