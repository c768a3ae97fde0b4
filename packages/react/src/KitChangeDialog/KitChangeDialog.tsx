// The kit-change dialog (spec 3 §4.8 "change a kit child item", §9 kit-change grid): a Change button beside a custom
// build's part on the order page, opening a React Aria modal that lists the part's category options as a grid or a
// compact list (images 150 wide under 900 px, 175 otherwise), each with what it adds to the order; Save sends the
// choice and closes, and the page shows the changed part and total.
import { KIT_CHANGE_IMAGE_WIDTHS } from '@rigkit/domain/account';
import { useId, useRef } from 'react';
import { Overlay } from 'react-aria/Overlay';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import { useOptionalImageUrl } from '../RigkitProvider/RigkitProvider.tsx';
import { kitChangeDialogMessages as M } from './messages.ts';
import { useKitChangeDialog, type KitChangeDialogAria, type KitChangeDialogProps, type KitChangeOptionView } from './useKitChangeDialog.ts';

export interface KitChangeDialogComponentProps extends KitChangeDialogProps {
  /** Class name of the root element. */
  className?: string;
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

function Dialog({ widget }: { widget: KitChangeDialogAria }) {
  const ref = useRef<HTMLDivElement>(null);
  const name = useId();
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: widget.state !== 'saving' }, widget.overlay, ref);
  const { dialogProps, titleProps } = useDialog({}, ref);
  return (
    <div {...underlayProps} data-rigkit="kit-change-dialog" data-state={widget.state}>
      <div {...modalProps} {...dialogProps} ref={ref} data-part="dialog" aria-busy={widget.state === 'loading' || widget.state === 'saving'}>
        <h2 {...titleProps} data-part="title">
          {widget.title}
        </h2>
        {widget.state === 'loading' ? (
          <p role="status" data-part="loading">
            {M.loading}
          </p>
        ) : null}
        {widget.options.length > 0 ? (
          <>
            <fieldset data-part="layout">
              <legend>{M.layout}</legend>
              {(['grid', 'compactlist'] as const).map((type) => (
                <label key={type} data-part="layout-option">
                  <input type="radio" name={`${name}-layout`} checked={widget.gridType === type} onChange={() => widget.setGridType(type)} />
                  {M[type]}
                </label>
              ))}
            </fieldset>
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
          </>
        ) : null}
        {widget.errorMessage ? (
          <div role="alert" data-part="error">
            <p>{widget.errorMessage}</p>
            {widget.state === 'load-failed' ? (
              <button type="button" onClick={widget.retry} data-part="try-again">
                {M.tryAgain}
              </button>
            ) : null}
          </div>
        ) : null}
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
      </div>
    </div>
  );
}

/** The Change button of one part, and its dialog while open; nothing when the order or build can no longer change. */
export function KitChangeDialog(props: KitChangeDialogComponentProps) {
  const widget = useKitChangeDialog(props);
  if (!widget.isAllowed) return null;
  return (
    <span className={props.className} data-rigkit="kit-change" data-state={widget.state}>
      <button type="button" onClick={widget.open} aria-label={widget.triggerLabel} aria-haspopup="dialog" data-part="change">
        {M.change}
      </button>
      {widget.overlay.isOpen ? (
        <Overlay>
          <Dialog widget={widget} />
        </Overlay>
      ) : null}
    </span>
  );
}
