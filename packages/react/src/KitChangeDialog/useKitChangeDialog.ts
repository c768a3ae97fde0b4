import type { components, operations } from '@rigkit/api-client';
import { canChangeKitChildOf, kitChangeGridType, kitChangePriceDifference, type KitChangeGridType } from '@rigkit/domain/account';
import { useState } from 'react';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { kitChangeDialogMessages as M } from './messages.ts';

export type KitChangeDocument = Pick<components['schemas']['Document'], 'DocumentType' | 'DocumentStatus'>;
export type KitChangeKitLine = Pick<components['schemas']['DocumentItem'], 'DocumentItemId' | 'InventoryItemId' | 'Quantity' | 'RemoteBuildSalesOrderStatus'>;
export type KitChangePart = NonNullable<components['schemas']['DocumentItem']['KitChildren']>[number];
export type KitChangeDetails = components['schemas']['SalesOrderItemKitDetails'];
export type KitChangeOption = components['schemas']['KitCategoryItem'];
/** UpdateItemOnActiveSalesOrder's body without the order's id, which the caller adds. */
export type KitChangeRequest = Omit<operations['updateItemOnActiveSalesOrder']['requestBody']['content']['application/json'], 'SalesOrderId'>;

/** The outcome of the change: success, or the server's texts. */
export interface KitChangeResult {
  success: boolean;
  errors?: readonly { ErrorText?: string }[];
}

/** Closed, loading the options, choosing, saving, or a load or save that failed. */
export type KitChangeDialogState = 'closed' | 'loading' | 'choosing' | 'saving' | 'load-failed' | 'save-failed';

export interface KitChangeDialogProps {
  /** The order (its type and status gate the change, spec 3 §4.8). */
  document: KitChangeDocument;
  /** The custom build line the part belongs to (its remote build status gates the change too). */
  kitLine: KitChangeKitLine;
  /** The part to change. */
  part: KitChangePart;
  /** Lists the part's category and options (orders/fetchSalesOrderItemKitDetails). */
  onLoadOptions: (part: KitChangePart) => Promise<KitChangeDetails>;
  /** Saves the choice (orders/UpdateItemOnActiveSalesOrder); on success the caller shows the changed order. A rejection is "Unable to change item". */
  onSave: (request: KitChangeRequest) => Promise<KitChangeResult>;
  /** The grid type the options show in at first: grid or compactlist (spec 3 §9). @default 'grid' */
  defaultGridType?: KitChangeGridType | undefined;
}

export interface KitChangeOptionView {
  option: KitChangeOption;
  isCurrent: boolean;
  isSelected: boolean;
  priceDifference: string;
  select: () => void;
}

export interface KitChangeDialogAria {
  /** Whether the change is allowed at all; without it no button shows. */
  isAllowed: boolean;
  state: KitChangeDialogState;
  overlay: OverlayTriggerState;
  title: string;
  triggerLabel: string;
  options: KitChangeOptionView[];
  gridType: KitChangeGridType;
  setGridType: (value: KitChangeGridType) => void;
  errorMessage: string | undefined;
  isSaveDisabled: boolean;
  open: () => void;
  retry: () => void;
  save: () => void;
}

/** Change a custom build's part on an open order (spec 3 §4.8, §7, §9). */
export function useKitChangeDialog(props: KitChangeDialogProps): KitChangeDialogAria {
  const { document, kitLine, part } = props;
  const [state, setState] = useState<KitChangeDialogState>('closed');
  const [details, setDetails] = useState<KitChangeDetails>();
  const [selectedId, setSelectedId] = useState<number>(part.InventoryItemId);
  const [gridType, setGridType] = useState<KitChangeGridType>(kitChangeGridType(props.defaultGridType));
  const [errorMessage, setErrorMessage] = useState<string>();
  const overlay = useOverlayTriggerState({
    onOpenChange: (isOpen) => {
      if (!isOpen) setState('closed');
    },
  });
  const category = part.KitCategoryName ?? details?.KitCategory.CategoryName ?? '';

  const load = () => {
    setState('loading');
    setErrorMessage(undefined);
    props.onLoadOptions(part).then(
      (loaded) => {
        setDetails(loaded);
        setSelectedId(part.InventoryItemId);
        setState('choosing');
      },
      () => {
        setErrorMessage(M.loadFailed);
        setState('load-failed');
      },
    );
  };

  const save = async () => {
    if (state !== 'choosing' && state !== 'save-failed') return;
    setState('saving');
    setErrorMessage(undefined);
    // The quantity is per build: the part line holds it for every build on the kit line.
    const perBuild = Math.max(1, Math.round((part.Quantity ?? 1) / Math.max(1, kitLine.Quantity ?? 1)));
    let result: KitChangeResult;
    try {
      result = await props.onSave({
        SalesOrderItemId: kitLine.DocumentItemId,
        KitItemId: part.DocumentItemId ?? null,
        KitId: kitLine.InventoryItemId,
        KitCategoryId: part.KitCategoryId,
        InventoryItemId: selectedId,
        Quantity: perBuild,
      });
    } catch {
      result = { success: false };
    }
    if (result.success) {
      overlay.close();
      return;
    }
    setErrorMessage(result.errors?.[0]?.ErrorText ?? M.failed);
    setState('save-failed');
  };

  const options = (details?.KitCategoryOptions ?? []).map((option) => ({
    option,
    isCurrent: option.InventoryItemId === part.InventoryItemId,
    isSelected: option.InventoryItemId === selectedId,
    priceDifference: option.InventoryItemId === part.InventoryItemId ? M.current : kitChangePriceDifference(option.PriceIncTax),
    select: () => setSelectedId(option.InventoryItemId),
  }));

  return {
    isAllowed: canChangeKitChildOf(document, kitLine.RemoteBuildSalesOrderStatus) && part.DocumentItemId !== undefined,
    state,
    overlay,
    title: M.title(category),
    triggerLabel: M.changeLabel(category, part.ItemDescription ?? ''),
    options,
    gridType,
    setGridType,
    errorMessage,
    isSaveDisabled: state === 'saving' || state === 'loading' || selectedId === part.InventoryItemId,
    open: () => {
      overlay.open();
      load();
    },
    retry: load,
    save: () => void save(),
  };
}
