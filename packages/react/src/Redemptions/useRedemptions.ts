import type { components } from '@rigkit/api-client';
import { formatAccountDate } from '@rigkit/domain/account';
import { useState } from 'react';
import { redemptionsMessages as M } from './messages.ts';

export type Redemption = components['schemas']['PromotionRedemption'];
export type DigitalActivation = components['schemas']['DigitalActivation'];

/** A call's outcome: its data, or the server's texts. */
export interface RedemptionsCallResult<Data> {
  success: boolean;
  data?: Data | null | undefined;
  errors?: readonly { ErrorText?: string }[];
}

export type RedemptionsLoadError = 'failed' | 'error';
export type RedemptionsState = 'loading' | 'loaded' | 'failed' | 'busy';

export interface RedemptionsProps {
  /** Pending redemptions (fetchPendingRedemptions); undefined while loading. @default undefined */
  pending?: readonly Redemption[] | undefined;
  /** Redeemed promotions with their codes (fetchRedemptionHistory). @default undefined */
  history?: readonly Redemption[] | undefined;
  /** Licences waiting for activation (fetchPendingDigitalActivations). @default undefined */
  activations?: readonly DigitalActivation[] | undefined;
  /** The last load's failure, if it failed. @default undefined */
  loadError?: RedemptionsLoadError | undefined;
  /** Loads the lists again (Try Again, and after a redemption or request). */
  onRefresh?: () => void;
  /** Redeems a promotion (redeemCode). A rejection is "Unable to redeem this promotion. Please try again." */
  onRedeem: (redemption: Redemption) => Promise<RedemptionsCallResult<Redemption>>;
  /** Requests an activation (requestDigitalActivation). A rejection is "Unable to request the activation. Please try again." */
  onRequestActivation: (activation: DigitalActivation) => Promise<RedemptionsCallResult<{ ConfirmationNumber: string }>>;
}

export interface RedemptionsAria {
  state: RedemptionsState;
  errorMessage: string | undefined;
  /** What the last redemption or request gave (a code, a confirmation number). */
  statusMessage: string | undefined;
  /** Why the last redemption or request failed. */
  actionError: string | undefined;
  pendingRows: { key: string; invoice: string; date: string; name: string; description: string; label: string; isBusy: boolean; redeem: () => void }[];
  historyRows: { key: string; invoice: string; date: string; name: string; code: string }[];
  activationRows: { key: string; invoice: string; date: string; item: string; label: string; isBusy: boolean; request: () => void }[];
  isBusy: boolean;
  retry: () => void;
}

const dateOf = (value: string | null | undefined) => (value ? formatAccountDate(value) : 'N/A');

/** Pending and redeemed promotions and digital activations (spec 3 §2.1 /account/promotions, §3, §7). */
export function useRedemptions(props: RedemptionsProps): RedemptionsAria {
  const [busyKey, setBusyKey] = useState<string>();
  const [statusMessage, setStatusMessage] = useState<string>();
  const [actionError, setActionError] = useState<string>();

  const run = async <Data,>(key: string, call: () => Promise<RedemptionsCallResult<Data>>, done: (data: Data) => string, failed: string) => {
    if (busyKey) return;
    setBusyKey(key);
    setStatusMessage(undefined);
    setActionError(undefined);
    let result: RedemptionsCallResult<Data>;
    try {
      result = await call();
    } catch {
      result = { success: false, errors: [{ ErrorText: failed }] };
    }
    setBusyKey(undefined);
    if (result.success && result.data) {
      setStatusMessage(done(result.data));
      props.onRefresh?.();
      return;
    }
    setActionError(result.errors?.[0]?.ErrorText ?? failed);
  };

  const state: RedemptionsState = props.loadError ? 'failed' : props.pending === undefined ? 'loading' : busyKey ? 'busy' : 'loaded';
  return {
    state,
    errorMessage: props.loadError === 'failed' ? M.failedToLoad : props.loadError === 'error' ? M.errorFetching : undefined,
    statusMessage,
    actionError,
    pendingRows: (props.pending ?? []).map((redemption) => {
      const key = `redeem-${String(redemption.InvoiceItemId)}-${String(redemption.PromotionRedemptionId)}`;
      return {
        key,
        invoice: redemption.InvoiceNumber ?? '',
        date: dateOf(redemption.InvoiceDate),
        name: redemption.RedemptionName,
        description: redemption.Description ?? '',
        label: M.redeemLabel(redemption.RedemptionName, redemption.InvoiceNumber ?? ''),
        isBusy: busyKey === key,
        redeem: () => void run(key, () => props.onRedeem(redemption), (data) => M.redeemedCode(data.RedemptionName, data.RedemptionCode ?? ''), M.redeemFailed),
      };
    }),
    historyRows: (props.history ?? []).map((redemption) => ({
      key: `${String(redemption.InvoiceItemId)}-${String(redemption.PromotionRedemptionId)}`,
      invoice: redemption.InvoiceNumber ?? '',
      date: dateOf(redemption.RedemptionDate),
      name: redemption.RedemptionName,
      code: redemption.RedemptionCode ?? '',
    })),
    activationRows: (props.activations ?? []).map((activation) => {
      const key = `activate-${String(activation.InvoiceItemId ?? activation.InvoiceNumber)}`;
      return {
        key,
        invoice: activation.InvoiceNumber,
        date: dateOf(activation.InvoiceDate),
        item: activation.ItemDescription,
        label: M.requestLabel(activation.ItemDescription, activation.InvoiceNumber),
        isBusy: busyKey === key,
        request: () => void run(key, () => props.onRequestActivation(activation), (data) => M.activationRequested(activation.ItemDescription, data.ConfirmationNumber), M.activationFailed),
      };
    }),
    isBusy: busyKey !== undefined,
    retry: () => props.onRefresh?.(),
  };
}
