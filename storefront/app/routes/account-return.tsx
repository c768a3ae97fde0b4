// /account/return (spec 3 §2.1 "Return a Product", §4.8, §5.5, §8; issue 18 item 5): the ReturnForm widget over the
// customer's invoices; items, photo uploads, the new return and its advice PDF are browser calls. A visitor sees the
// account layout's login form.
import { failedToLoadListMessage } from '@rigkit/domain/account';
import { ReturnForm } from '@rigkit/react/ReturnForm';
import type { Route } from './+types/account-return';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { createReturn, downloadReturnAdvice, loadReturnableItems, uploadReturnPhotos } from '../lib/returns.client.ts';
import { shopperSession } from '../lib/session.server.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/returns.css';

export async function loader(args: Route.LoaderArgs) {
  if (!(await shopperSession(args))?.CustomerSessionPreferences.IsLoggedIn) return { invoices: [], loadFailed: false };
  try {
    const { data } = await serverApi(args).client.POST('/fetchDocuments', { body: { DocumentType: 'Invoices' }, signal: args.request.signal });
    if (!data.success) return { invoices: [], loadFailed: true };
    const invoices = (data.data ?? []).flatMap((entry) => ('DocumentGuid' in entry ? [{ DocumentId: entry.DocumentId, DocumentNumber: entry.DocumentNumber, DocumentDate: entry.DocumentDate }] : []));
    return { invoices, loadFailed: false };
  } catch {
    return { invoices: [], loadFailed: true };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Return a Product', description: 'Return a faulty product from one of your invoices.' });
}

export default function AccountReturn({ loaderData }: Route.ComponentProps) {
  return (
    <div className="account-section">
      {loaderData.loadFailed ? (
        <p role="alert" className="account-load-error">
          {failedToLoadListMessage('invoices')}
        </p>
      ) : null}
      <ReturnForm invoices={loaderData.invoices} onLoadItems={loadReturnableItems} onUpload={uploadReturnPhotos} onSubmit={createReturn} onDownloadAdvice={downloadReturnAdvice} />
    </div>
  );
}
