// The kit-change dialog (spec 3 §4.8 "change a kit child item", §9 kit-change grid): a Change button beside a custom
// build's part on the order page, opening a React Aria modal that lists the part's category options as a grid or a
// compact list (images 150 wide under 900 px, 175 otherwise), each with what it adds to the order; Save sends the
// choice and closes, and the page shows the changed part and total.
import { KIT_CHANGE_IMAGE_WIDTHS } from '@rigkit/domain/account';
import { useId, type ReactNode } from 'react';
import { lazyPart, useLazyPart } from '../internal/lazyPart.ts';
import { useOptionalImageUrl } from '../RigkitProvider/RigkitProvider.tsx';
import { KitChangeDialogContext, useKitChangeDialogContext } from './context.ts';
import { kitChangeDialogMessages as M } from './messages.ts';
import { useKitChangeDialog, type KitChangeDialogProps, type KitChangeOptionView } from './useKitChangeDialog.ts';

// The modal shell (React Aria's overlay, focus scope and scroll lock) loads on intent: when a Change button is
// pointed at or focused, or when a dialog opens (a press before it has arrived opens the dialog once it has).
const modalPart = lazyPart(() => import('./KitChangeModal.tsx'));
const preloadModal = () => void modalPart.load();

export interface KitChangeDialogComponentProps extends KitChangeDialogProps {
  /** The parts to show. @default the Change button and, while open, the dialog */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

/** The Change button of one part, and its dialog while open; nothing when the order or build can no longer change. */
function Root({ children, className, ...props }: KitChangeDialogComponentProps) {
  const widget = useKitChangeDialog(props);
  const name = useId();
  if (!widget.isAllowed) return null;
  return (
    <KitChangeDialogContext value={{ widget, name }}>
      <span className={className} data-rigkit="kit-change" data-state={widget.state}>
        {children ?? (
          <>
            <Trigger />
            <Dialog />
          </>
        )}
      </span>
    </KitChangeDialogContext>
  );
}

/** The Change button that opens the dialog. */
function Trigger() {
  const { widget } = useKitChangeDialogContext('Trigger');
  return (
    <button type="button" onClick={widget.open} onPointerEnter={preloadModal} onFocus={preloadModal} aria-label={widget.triggerLabel} aria-haspopup="dialog" data-part="change">
      {M.change}
    </button>
  );
}

/** The modal while open (its shell loaded on demand). @default children: the title, the loading line, the layout choice, the options, the error and the actions */
function Dialog({ children }: { children?: ReactNode }) {
  const { widget } = useKitChangeDialogContext('Dialog');
  const modal = useLazyPart(modalPart, widget.overlay.isOpen);
  if (!widget.overlay.isOpen || !modal) return null;
  return (
    <modal.KitChangeModal>
      {children ?? (
        <>
          <Title />
          <Loading />
          <Layout />
          <Options />
          <ErrorAlert />
          <Actions />
        </>
      )}
    </modal.KitChangeModal>
  );
}

/** The dialog's name: the part's category. */
function Title() {
  const { widget, titleProps } = useKitChangeDialogContext('Title');
  return (
    <h2 {...titleProps} data-part="title">
      {widget.title}
    </h2>
  );
}

/** A status line while the options load. */
function Loading() {
  const { widget } = useKitChangeDialogContext('Loading');
  if (widget.state !== 'loading') return null;
  return (
    <p role="status" data-part="loading">
      {M.loading}
    </p>
  );
}

/** Grid or compact list. */
function Layout() {
  const { widget, name } = useKitChangeDialogContext('Layout');
  if (widget.options.length === 0) return null;
  return (
    <fieldset data-part="layout">
      <legend>{M.layout}</legend>
      {(['grid', 'compactlist'] as const).map((type) => (
        <label key={type} data-part="layout-option">
          <input type="radio" name={`${name}-layout`} checked={widget.gridType === type} onChange={() => widget.setGridType(type)} />
          {M[type]}
        </label>
      ))}
    </fieldset>
  );
}

function OptionImage({ view }: { view: KitChangeOptionView }) {
  const imageUrl = useOptionalImageUrl();
  const imageId = view.option.PrimaryImageId;
  if (!imageUrl || imageId == null) return null;
  const { mobile, desktop } = KIT_CHANGE_IMAGE_WIDTHS;
  return (
    <picture data-part="option-image">
      <source media="(max-width: 899px)" srcSet={imageUrl(imageId, mobile)} width={mobile} height={mobile} />
      <img src={imageUrl(imageId, desktop)} alt="" width={desktop} height={desktop} loading="lazy" />
    </picture>
  );
}

/** The category's options, each with what it adds to the order. */
function Options() {
  const { widget, name } = useKitChangeDialogContext('Options');
  if (widget.options.length === 0) return null;
  return (
    <fieldset data-part="options" data-grid-type={widget.gridType}>
      <legend data-part="options-label">{widget.title}</legend>
      {widget.options.map((view) => (
        <label key={view.option.InventoryItemId} data-part="option" data-selected={view.isSelected ? '' : undefined} data-current={view.isCurrent ? '' : undefined}>
          <input type="radio" name={`${name}-option`} checked={view.isSelected} onChange={view.select} disabled={widget.state === 'saving'} data-part="option-input" />
          <OptionImage view={view} />
          <span data-part="option-name">{view.option.ItemDescription}</span>
          <span data-part="option-price">{view.priceDifference}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Why the options did not load (with Try Again) or the change was not saved. */
function ErrorAlert() {
  const { widget } = useKitChangeDialogContext('Error');
  if (!widget.errorMessage) return null;
  return (
    <div role="alert" data-part="error">
      <p>{widget.errorMessage}</p>
      {widget.state === 'load-failed' ? (
        <button type="button" onClick={widget.retry} data-part="try-again">
          {M.tryAgain}
        </button>
      ) : null}
    </div>
  );
}

/** Save (once there are options) and Cancel. */
function Actions() {
  const { widget } = useKitChangeDialogContext('Actions');
  return (
    <div data-part="actions">
      {widget.options.length > 0 ? (
        <button type="button" onClick={widget.save} disabled={widget.isSaveDisabled} data-part="save">
          {widget.state === 'saving' ? M.saving : M.save}
        </button>
      ) : null}
      <button type="button" onClick={widget.overlay.close} disabled={widget.state === 'saving'} data-part="cancel">
        {M.cancel}
      </button>
    </div>
  );
}

/** `<KitChangeDialog />` is `<KitChangeDialog.Root />` with its default parts; compose `KitChangeDialog.Root` (and `.Dialog`) to reorder or omit them. */
export const KitChangeDialog = Object.assign((props: KitChangeDialogComponentProps) => <Root {...props} />, {
  Root,
  Trigger,
  Dialog,
  Title,
  Loading,
  Layout,
  Options,
  Error: ErrorAlert,
  Actions,
});
