import type { components } from '@rigkit/api-client';
import { formatAccountDate } from '@rigkit/domain/account';
import { useState } from 'react';
import { returnHistoryMessages as M } from './messages.ts';

export type HistoryReturnAdvice = components['schemas']['ReturnAdvice'];

/** Why the history could not be shown: the server said no, or the call itself failed. */
export type ReturnHistoryLoadError = 'failed' | 'error';
export type ReturnHistoryState = 'loading' | 'loaded' | 'failed';

export interface ReturnHistoryProps {
  /** The customer's returns (fetchDocuments with DocumentType Returns), newest first; undefined while loading. @default undefined */
  returns?: readonly HistoryReturnAdvice[] | undefined;
  /** The last load's failure, if it failed. @default undefined */
  loadError?: ReturnHistoryLoadError | undefined;
  /** Loads the history again (Refresh and Try Again). */
  onRefresh?: () => void;
  /** Downloads a return's advice PDF (fetchReturnAdvicePdf); without it no download button shows. @default undefined */
  onDownloadAdvice?: ((advice: HistoryReturnAdvice) => Promise<void> | void) | undefined;
}

export interface ReturnHistoryRow {
  key: number;
  number: string;
  item: string;
  created: string;
  received: string | undefined;
  status: string;
  serialNumber: string | undefined;
  fault: string | undefined;
  download: (() => void) | undefined;
  downloadLabel: string;
}

export interface ReturnHistoryAria {
  state: ReturnHistoryState;
  rows: ReturnHistoryRow[];
  errorMessage: string | undefined;
  emptyMessage: string | undefined;
  downloadError: string | undefined;
  refreshButtonProps: { onClick: () => void; disabled: boolean };
}

/** The customer's returns (spec 3 §2.1 /account/returns, §3 "Return advice"). */
export function useReturnHistory(props: ReturnHistoryProps): ReturnHistoryAria {
  const { returns, loadError, onRefresh, onDownloadAdvice } = props;
  const [downloadError, setDownloadError] = useState<string>();
  const state: ReturnHistoryState = loadError ? 'failed' : returns === undefined ? 'loading' : 'loaded';
  const rows = (loadError ? [] : (returns ?? [])).map((advice) => {
    const number = advice.CRANumber ?? advice.CustomerReturnAdviceNumber;
    return {
      key: advice.CustomerReturnAdviceId,
      number,
      item: advice.ItemDescription ?? '',
      created: advice.CreatedDateTime ? formatAccountDate(advice.CreatedDateTime) : 'N/A',
      received: advice.ReceivedDateTime ? formatAccountDate(advice.ReceivedDateTime) : undefined,
      status: advice.CustomerReturnAdviceStatus,
      serialNumber: advice.SerialNumber,
      fault: advice.FaultDescription,
      downloadLabel: M.downloadAdvice(number),
      download: onDownloadAdvice
        ? () => {
            setDownloadError(undefined);
            void Promise.resolve()
              .then(() => onDownloadAdvice(advice))
              .catch(() => setDownloadError(M.downloadFailed));
          }
        : undefined,
    };
  });
  return {
    state,
    rows,
    errorMessage: loadError === 'failed' ? M.failedToLoad : loadError === 'error' ? M.errorFetching : undefined,
    emptyMessage: state === 'loaded' && rows.length === 0 ? M.empty : undefined,
    downloadError,
    refreshButtonProps: { onClick: () => onRefresh?.(), disabled: onRefresh === undefined },
  };
}
