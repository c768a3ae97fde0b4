// The order confirmation (spec 3 §2.8): order number, status and stock status; "Pickup Location" or "Dispatching
// From"; the Edit Order link for a logged-in customer's editable sales order; the "How did you hear about us"
// lead-source dropdown ("Thanks for your feedback"); the store contact HTML. Unstyled: data-state on the lead-source
// form.
import { useId, useState, type ReactNode } from 'react';
import {
  ACCOUNT_MESSAGES,
  editOrderPath,
  fulfilmentLocationLabel,
  LEAD_SOURCES,
  showsEditOrderLink,
} from '@rigkit/domain/account';
import { formatPrice } from '@rigkit/domain/money';
import { RigkitLink } from '../RigkitProvider/RigkitProvider.tsx';
import { SafeHtml } from '../SafeHtml/SafeHtml.tsx';
import type { SanitisedHtml } from '../SafeHtml/sanitiseHtml.ts';

/** The confirmed document as fetchDocument answers it (the fields this page shows). */
export interface ConfirmedOrder {
  DocumentGuid: string;
  DocumentNumber: string;
  DocumentType: string;
  DocumentStatus: string | null;
  DocumentSecondaryStatus?: string | null;
  ShippingMethod?: string | null;
  WarehouseName?: string | null;
  StoreName?: string | null;
  TotalCostPriceIncTax?: number | null;
  BalanceOwing?: number | null;
}

export interface OrderConfirmationProps {
  order: ConfirmedOrder;
  /** Whether the shopper is logged in: only then the Edit Order link can show. */
  isLoggedIn: boolean;
  /** Sends the chosen lead source (patchSalesOrderPostCheckout); resolves once it is saved. */
  onLeadSource?: (leadSourceId: number) => Promise<void>;
  /** The store contact HTML (spec 3 §2.8: the store contact page's content), sanitised; shown under "Contact us". */
  storeContactHtml?: SanitisedHtml | null;
  /** What the host has to say about the order's payment, under the heading (for example a Zip payment's result). */
  notice?: ReactNode;
  /** Class name of the root element. */
  className?: string;
}

export const orderConfirmationText = {
  heading: 'Thank you for your order',
  number: 'Order number',
  status: 'Order status',
  stockStatus: 'Stock status',
  total: 'Total',
  balance: 'Balance owing',
  editOrder: 'Edit Order',
  leadSource: 'How did you hear about us?',
  chooseLeadSource: 'Please choose',
  send: 'Send',
  contact: 'Contact us',
} as const;

type LeadState = 'idle' | 'sending' | 'sent' | 'failed';

export function OrderConfirmation({ order, isLoggedIn, onLeadSource, storeContactHtml, notice, className }: OrderConfirmationProps) {
  const selectId = useId();
  const [leadSourceId, setLeadSourceId] = useState('');
  const [leadState, setLeadState] = useState<LeadState>('idle');
  const place = order.StoreName ?? order.WarehouseName;
  return (
    <section className={className} data-rigkit="order-confirmation" aria-labelledby={`${selectId}-heading`}>
      <h2 id={`${selectId}-heading`} data-part="heading">
        {orderConfirmationText.heading}
      </h2>
      {notice ? <div data-part="notice">{notice}</div> : null}
      <dl data-part="details">
        <dt>{orderConfirmationText.number}</dt>
        <dd data-part="number">{order.DocumentNumber}</dd>
        <dt>{orderConfirmationText.status}</dt>
        <dd data-part="status">{order.DocumentStatus}</dd>
        {order.DocumentSecondaryStatus ? (
          <>
            <dt>{orderConfirmationText.stockStatus}</dt>
            <dd data-part="stock-status">{order.DocumentSecondaryStatus}</dd>
          </>
        ) : null}
        {place ? (
          <>
            <dt>{fulfilmentLocationLabel(order.ShippingMethod)}</dt>
            <dd data-part="location">{place}</dd>
          </>
        ) : null}
        {typeof order.TotalCostPriceIncTax === 'number' ? (
          <>
            <dt>{orderConfirmationText.total}</dt>
            <dd data-part="total">{formatPrice(Math.round(order.TotalCostPriceIncTax * 100))}</dd>
          </>
        ) : null}
        {order.BalanceOwing ? (
          <>
            <dt>{orderConfirmationText.balance}</dt>
            <dd data-part="balance">{formatPrice(Math.round(order.BalanceOwing * 100))}</dd>
          </>
        ) : null}
      </dl>
      {showsEditOrderLink({ isLoggedIn, DocumentType: order.DocumentType, DocumentStatus: order.DocumentStatus }) ? (
        <RigkitLink href={editOrderPath(order.DocumentGuid)} data-part="edit-order">
          {orderConfirmationText.editOrder}
        </RigkitLink>
      ) : null}
      {onLeadSource ? (
        <form
          data-part="lead-source"
          data-state={leadState}
          onSubmit={(event) => {
            event.preventDefault();
            if (!leadSourceId) return;
            setLeadState('sending');
            onLeadSource(Number(leadSourceId)).then(
              () => setLeadState('sent'),
              () => setLeadState('failed'),
            );
          }}
        >
          {leadState === 'sent' ? (
            <p role="status" data-part="lead-source-thanks">
              {ACCOUNT_MESSAGES.referralThanks}
            </p>
          ) : (
            <>
              <label htmlFor={selectId}>{orderConfirmationText.leadSource}</label>
              <select id={selectId} value={leadSourceId} onChange={(event) => setLeadSourceId(event.target.value)} data-part="lead-source-select">
                <option value="">{orderConfirmationText.chooseLeadSource}</option>
                {LEAD_SOURCES.map((source) => (
                  <option key={source.id} value={source.id}>
                    {source.name}
                  </option>
                ))}
              </select>
              <button type="submit" disabled={leadState === 'sending' || !leadSourceId} data-part="lead-source-send">
                {orderConfirmationText.send}
              </button>
            </>
          )}
        </form>
      ) : null}
      {storeContactHtml ? (
        <section data-part="store-contact" aria-labelledby={`${selectId}-contact`}>
          <h3 id={`${selectId}-contact`}>{orderConfirmationText.contact}</h3>
          <SafeHtml html={storeContactHtml} />
        </section>
      ) : null}
    </section>
  );
}
