import { formatAccountDate, fulfilmentLocationLabel, showsFulfilmentAddress, documentPdfPath, existingOrderCheckoutPath } from '@rigkit/domain/account';
import { orderItemAvailability } from '@rigkit/domain/availability';
import { centsFromDollars, formatPrice } from '@rigkit/domain/money';
import { productPath } from '@rigkit/domain/paths';
import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { documentDetailMessages as M } from './messages.ts';
import type { DetailDocumentItem, DocumentDetailAria, DocumentDetailProps } from './useDocumentDetail.ts';
import { useDocumentDetail } from './useDocumentDetail.ts';
import { createPartsContext } from '../internal/createPartsContext.ts';

interface DocumentDetailContextValue {
  detail: DocumentDetailAria;
  apiBaseUrl: string;
  renderKitChildAction: DocumentDetailComponentProps['renderKitChildAction'];
}

const [DocumentDetailContext, useDocumentDetailContext] = createPartsContext<DocumentDetailContextValue>('DocumentDetail');

const money = (dollars: number | undefined) => formatPrice(centsFromDollars(dollars ?? 0));

export interface DocumentDetailComponentProps extends DocumentDetailProps {
  /** The parts to show. @default header, build warning, feedback, actions, confirmation, add item, fulfilment, items, totals */
  children?: ReactNode;
  /** Class name of the root element. */
  className?: string;
  /** Drawn after a custom build's part in the item grid, for example the KitChangeDialog's Change button. @default undefined */
  renderKitChildAction?: ((child: NonNullable<DetailDocumentItem['KitChildren']>[number], kitLine: DetailDocumentItem) => ReactNode) | undefined;
}

/**
 * An order or quote in the account area (spec 3 §2.9, §4.8): header with number and status, fulfilment, the item
 * grid with availability, totals, and the buttons the status allows. Unstyled: `data-state` on the root (`idle`,
 * `confirming`, `cancelling`, `removing`, `adding`).
 */
function Root({ children, className, ...props }: DocumentDetailComponentProps) {
  const detail = useDocumentDetail(props);
  return (
    <DocumentDetailContext value={{ detail, apiBaseUrl: props.apiBaseUrl ?? '/api', renderKitChildAction: props.renderKitChildAction }}>
      <article className={className} data-rigkit="document-detail" data-state={detail.state} data-document-type={detail.document.DocumentType} aria-busy={detail.state === 'cancelling' || detail.state === 'removing' || detail.state === 'adding'}>
        {children ?? (
          <>
            <Header />
            <BuildWarning />
            <Feedback />
            <Actions />
            <Confirmation />
            <AddItem />
            <Fulfilment />
            <Items />
            <Totals />
          </>
        )}
      </article>
    </DocumentDetailContext>
  );
}

/** Number, type, status (and the secondary status of an order), date and store. */
function Header() {
  const { detail } = useDocumentDetailContext('Header');
  const { document } = detail;
  return (
    <header data-part="header">
      <h2 data-part="heading">{M.heading(document.DocumentType, document.DocumentNumber)}</h2>
      <dl data-part="summary">
        <div data-part="status">
          <dt>{M.status}</dt>
          <dd>{document.DocumentStatus || '—'}</dd>
        </div>
        {document.DocumentType !== 'Quote' && document.DocumentSecondaryStatus ? (
          <div data-part="secondary-status">
            <dt>{M.secondaryStatus}</dt>
            <dd>{document.DocumentSecondaryStatus}</dd>
          </div>
        ) : null}
        <div data-part="date">
          <dt>{M.date}</dt>
          <dd>{formatAccountDate(document.DocumentDate)}</dd>
        </div>
        {document.StoreName ? (
          <div data-part="store">
            <dt>{M.store}</dt>
            <dd>{document.StoreName}</dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}

/** The warning shown when the order contains a build (spec 3 §2.9). */
function BuildWarning() {
  const { detail } = useDocumentDetailContext('BuildWarning');
  if (!detail.actions.buildWarning) return null;
  return (
    <p data-part="build-warning" role="note">
      {M.buildWarning}
    </p>
  );
}

/** The last action's outcome: a polite status line and, on failure, an alert. Both always present for screen readers. */
function Feedback() {
  const { detail } = useDocumentDetailContext('Feedback');
  return (
    <>
      <p role="status" data-part="status-message">
        {detail.statusMessage ?? null}
      </p>
      <div role="alert" data-part="error">
        {detail.errorMessage ? <p>{detail.errorMessage}</p> : null}
        {detail.errorMessage && detail.errorDetail ? <p data-part="error-detail">{detail.errorDetail}</p> : null}
      </div>
    </>
  );
}

/** Add Item, Cancel Order/Quote, Make Payment, Download PDF: each only when the status allows it (spec 3 §4.8). */
function Actions() {
  const { detail, apiBaseUrl } = useDocumentDetailContext('Actions');
  const { document, actions } = detail;
  const busy = detail.state !== 'idle';
  return (
    <div data-part="actions">
      {actions.addItem ? (
        <button type="button" data-part="add-item" aria-expanded={detail.isAddItemOpen} disabled={busy} onClick={() => detail.setAddItemOpen(!detail.isAddItemOpen)}>
          {M.addItem}
        </button>
      ) : null}
      {actions.cancel ? (
        <button type="button" data-part="cancel" disabled={busy} onClick={detail.requestCancel}>
          {M.cancel(document.DocumentType)}
        </button>
      ) : null}
      {actions.makePayment ? (
        <RigkitLink href={existingOrderCheckoutPath(document.DocumentGuid)} data-part="make-payment">
          {M.makePayment}
        </RigkitLink>
      ) : null}
      {/* A download, not a page: a plain link the browser saves, never the router's. */}
      <a href={`${apiBaseUrl}${documentPdfPath(document)}`} download={`${document.DocumentNumber}.pdf`} data-part="download-pdf">
        {M.downloadPdf}
      </a>
    </div>
  );
}

/** "Cancel this order?" or "Delete this item?" with Yes and No (spec 3 §5.5: delete and cancel ask first). */
function Confirmation() {
  const { detail } = useDocumentDetailContext('Confirmation');
  const titleId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const pending = detail.confirmation;
  // The question takes the focus, on its safe answer, so Enter never cancels by accident; once answered, the focus
  // goes back to the button that asked, when it is still there.
  useEffect(() => {
    if (!pending) return;
    const asker = globalThis.document.activeElement;
    keepRef.current?.focus();
    return () => {
      if (asker instanceof HTMLElement && asker.isConnected) asker.focus();
    };
  }, [pending]);
  if (!pending) return null;
  const dismissOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') detail.dismiss();
  };
  const title = pending.kind === 'cancel' ? M.confirmCancelTitle(detail.document.DocumentType) : M.confirmRemoveTitle;
  const text = pending.kind === 'cancel' ? M.confirmCancelText(detail.document.DocumentNumber) : M.confirmRemoveText(pending.item.ItemDescription);
  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-part="confirmation"
    >
      <h3 id={titleId} data-part="confirmation-title">
        {title}
      </h3>
      <p id={textId} data-part="confirmation-text">
        {text}
      </p>
      <button type="button" data-part="confirm" onKeyDown={dismissOnEscape} onClick={() => void detail.confirm()}>
        {M.confirm}
      </button>
      <button type="button" data-part="keep" ref={keepRef} onKeyDown={dismissOnEscape} onClick={detail.dismiss}>
        {M.keep}
      </button>
    </div>
  );
}

/** The Add Item search: at least 3 characters, 300 ms after typing stops or at once on Enter (spec 3 §5.5). */
function AddItem() {
  const { detail } = useDocumentDetailContext('AddItem');
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (detail.isAddItemOpen) inputRef.current?.focus();
  }, [detail.isAddItemOpen]);
  if (!detail.isAddItemOpen) return null;
  return (
    <section data-part="add-item-panel" aria-label={M.addItem} data-search-state={detail.searchState}>
      <label htmlFor={inputId} data-part="search-label">
        {M.searchLabel}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        data-part="search-input"
        aria-describedby={hintId}
        value={detail.searchTerm}
        onChange={(event) => detail.setSearchTerm(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            detail.searchNow();
          }
          if (event.key === 'Escape') detail.setAddItemOpen(false);
        }}
      />
      <p id={hintId} data-part="search-hint">
        {M.searchHint}
      </p>
      <p role="status" data-part="search-status">
        {detail.searchState === 'searching' ? M.searching : detail.searchState === 'empty' ? M.noResults : detail.searchState === 'failed' ? M.searchFailed : null}
      </p>
      {detail.candidates.length > 0 ? (
        <ul data-part="candidates">
          {detail.candidates.map((candidate) => (
            <li key={candidate.InventoryItemId} data-part="candidate">
              <span data-part="candidate-name">{candidate.ItemDescription}</span>
              {candidate.CustomerPriceIncTax !== undefined ? <span data-part="candidate-price">{money(candidate.CustomerPriceIncTax)}</span> : null}
              <button type="button" data-part="candidate-add" disabled={detail.state !== 'idle'} onClick={() => void detail.add(candidate)}>
                {M.add}
                <VisuallyHidden elementType="span"> {candidate.ItemDescription}</VisuallyHidden>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" data-part="close-add-item" onClick={() => detail.setAddItemOpen(false)}>
        {M.closeAddItem}
      </button>
    </section>
  );
}

/** Shipping method and status, where it is dispatched from or picked up, and the address unless hidden (spec 3 §2.9). */
function Fulfilment() {
  const { detail } = useDocumentDetailContext('Fulfilment');
  const { document } = detail;
  const showAddress = showsFulfilmentAddress(document.ShippingMethod) && Boolean(document.ShippingStreetAddress);
  return (
    <section data-part="fulfilment" aria-label={M.fulfilment}>
      <h3>{M.fulfilment}</h3>
      <dl>
        {document.ShippingMethod ? (
          <div data-part="shipping-method">
            <dt>{M.shippingMethod}</dt>
            <dd>{document.ShippingMethod}</dd>
          </div>
        ) : null}
        {document.ShippingStatus ? (
          <div data-part="shipping-status">
            <dt>{M.shippingStatus}</dt>
            <dd>{document.ShippingStatus}</dd>
          </div>
        ) : null}
        {document.WarehouseName ? (
          <div data-part="location">
            <dt>{fulfilmentLocationLabel(document.ShippingMethod)}</dt>
            <dd>{document.WarehouseName}</dd>
          </div>
        ) : null}
        {showAddress ? (
          <div data-part="address">
            <dt>{M.deliverTo}</dt>
            <dd>
              {document.ShippingAttnTo ? <span data-part="attention">{document.ShippingAttnTo}, </span> : null}
              {document.ShippingStreetAddress}, {document.ShippingSuburb} {document.ShippingState} {document.ShippingPostcode}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function Availability({ item }: { item: DetailDocumentItem }) {
  const availability = orderItemAvailability({ ItemTypeCode: item.ItemTypeCode ?? null, status: item.DocumentItemStatus ?? null, ETA: item.EstimatedArrivalDateTime ?? null });
  return (
    <div data-part="availability" data-availability={availability.label}>
      <span data-part="availability-label">{availability.label}</span>
      {availability.description ? <span data-part="availability-description">{availability.description}</span> : null}
      {availability.etaText ? <span data-part="availability-eta">{availability.etaText}</span> : null}
    </div>
  );
}

/** The item grid: code, item with model and product link, availability, quantity, unit price, total (spec 3 §2.9). */
function Items() {
  const { detail, renderKitChildAction } = useDocumentDetailContext('Items');
  const { document, actions } = detail;
  const items = document.Items ?? [];
  return (
    <table data-part="items">
      <caption>{M.items}</caption>
      <thead>
        <tr>
          <th scope="col">{M.code}</th>
          <th scope="col">{M.item}</th>
          <th scope="col">{M.availability}</th>
          <th scope="col">{M.quantity}</th>
          <th scope="col">{M.unitPrice}</th>
          <th scope="col">{M.lineTotal}</th>
          {actions.deleteItem ? <th scope="col">{M.lineActions}</th> : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.DocumentItemId} data-part="item" data-item-type={item.ItemTypeCode}>
            <td data-part="item-code">{item.ItemCode}</td>
            <td data-part="item-description">
              {item.ShowOnWebsite && item.InventoryItemId ? (
                <RigkitLink href={productPath(item.InventoryItemId, item.ItemDescription)} data-part="item-link">
                  {item.ItemDescription}
                </RigkitLink>
              ) : (
                <span data-part="item-name">{item.ItemDescription}</span>
              )}
              {item.ManufacturerModel ? <span data-part="item-model">{item.ManufacturerModel}</span> : null}
              {item.KitChildren && item.KitChildren.length > 0 ? (
                <ul data-part="kit-children">
                  {item.KitChildren.map((child) => (
                    <li key={child.DocumentItemId ?? `${child.KitCategoryId}-${child.InventoryItemId}`} data-part="kit-child">
                      {child.KitCategoryName ? <span data-part="kit-category">{child.KitCategoryName}: </span> : null}
                      {child.Quantity !== undefined && child.Quantity > 1 ? `${child.Quantity} x ` : ''}
                      {child.ItemDescription}
                      {renderKitChildAction ? <> {renderKitChildAction(child, item)}</> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </td>
            <td>
              <Availability item={item} />
            </td>
            <td data-part="item-quantity">{item.Quantity}</td>
            <td data-part="item-unit-price">{money(item.UnitCost)}</td>
            <td data-part="item-total">{money(item.ExtendedCost)}</td>
            {actions.deleteItem ? (
              <td>
                {items.length > 1 ? (
                  <button type="button" data-part="delete-item" disabled={detail.state !== 'idle'} aria-label={M.deleteItem(item.ItemDescription)} onClick={() => detail.requestRemove(item)}>
                    ✕
                  </button>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Shipping (when not zero), Total, Payments, Balance Owing (spec 3 §2.9). */
function Totals() {
  const { detail } = useDocumentDetailContext('Totals');
  const { document } = detail;
  const paid = (document.Payments ?? []).reduce((sum, payment) => sum + centsFromDollars(payment.PaymentAmount), 0);
  return (
    <dl data-part="totals">
      {document.ShippingPriceIncTax ? (
        <div data-part="shipping">
          <dt>{M.shipping}</dt>
          <dd>{money(document.ShippingPriceIncTax)}</dd>
        </div>
      ) : null}
      <div data-part="total">
        <dt>{M.total}</dt>
        <dd>{money(document.TotalCostPriceIncTax)}</dd>
      </div>
      <div data-part="payments">
        <dt>{M.payments}</dt>
        <dd>{formatPrice(paid)}</dd>
      </div>
      <div data-part="balance-owing">
        <dt>{M.balanceOwing}</dt>
        <dd>{money(document.BalanceOwing)}</dd>
      </div>
    </dl>
  );
}

/** `<DocumentDetail />` is `<DocumentDetail.Root />` with its default parts; compose `DocumentDetail.Root` to reorder or omit them. */
export const DocumentDetail = Object.assign((props: DocumentDetailComponentProps) => <Root {...props} />, {
  Root,
  Header,
  BuildWarning,
  Feedback,
  Actions,
  Confirmation,
  AddItem,
  Fulfilment,
  Items,
  Totals,
});
