// /account/promotions (spec 3 §2.1 "Promotion Redemption", §3, §7; issue 18 item 4): pending and redeemed
// promotions and digital activations in the Redemptions widget; Redeem and Request Activation are browser calls,
// after which the page's data reloads.
import { RigkitApiError } from '@rigkit/api-client';
import { Redemptions } from '@rigkit/react/Redemptions';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/account-promotions';
import { outcomeOf } from '../lib/accountCalls.ts';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopperSession } from '../lib/session.server.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/redemptions.css';

export async function loader(args: Route.LoaderArgs) {
  const customerGuid = (await shopperSession(args))?.CustomerSessionPreferences.CustomerGuid;
  if (!customerGuid) return { customerGuid: null, pending: [], history: [], activations: [], loadError: null };
  const { client } = serverApi(args);
  const signal = args.request.signal;
  try {
    const [pending, history, activations] = await Promise.all([
      client.GET('/fetchPendingRedemptions/{customerGuid}', { params: { path: { customerGuid } }, signal }),
      client.GET('/fetchRedemptionHistory/{customerGuid}', { params: { path: { customerGuid } }, signal }),
      client.GET('/fetchPendingDigitalActivations', { signal }),
    ]);
    if (!pending.data.success || !history.data.success || !activations.data.success) return { customerGuid, pending: null, history: null, activations: null, loadError: 'failed' as const };
    return { customerGuid, pending: pending.data.data ?? [], history: history.data.data ?? [], activations: activations.data.data ?? [], loadError: null };
  } catch (error) {
    return { customerGuid, pending: null, history: null, activations: null, loadError: error instanceof RigkitApiError && error.status !== undefined ? ('failed' as const) : ('error' as const) };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Promotion Redemption', description: 'Redeem your promotions and activate your digital licences.' });
}

export default function AccountPromotions({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const customerGuid = loaderData.customerGuid ?? '';
  return (
    <div className="account-section">
      <Redemptions
        pending={loaderData.pending ?? undefined}
        history={loaderData.history ?? undefined}
        activations={loaderData.activations ?? undefined}
        loadError={loaderData.loadError ?? undefined}
        onRefresh={() => void revalidator.revalidate()}
        onRedeem={async (redemption) => {
          let data: Awaited<ReturnType<typeof redeem>> | undefined;
          const redeem = () => browserApi().POST('/redeemCode', { body: { CustomerGuid: customerGuid, InvoiceItemId: redemption.InvoiceItemId, PromotionRedemptionId: redemption.PromotionRedemptionId } });
          const outcome = await outcomeOf(async () => (data = await redeem()));
          return { ...outcome, data: data?.data.data ?? null };
        }}
        onRequestActivation={async (activation) => {
          let data: Awaited<ReturnType<typeof request>> | undefined;
          const request = () => browserApi().POST('/requestDigitalActivation', { body: { InvoiceItemId: activation.InvoiceItemId ?? 0, InvoiceNumber: activation.InvoiceNumber } });
          const outcome = await outcomeOf(async () => (data = await request()));
          return { ...outcome, data: data?.data.data ?? null };
        }}
      />
    </div>
  );
}
