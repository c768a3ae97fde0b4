// Payment (spec 3 §2.6, §4.4, §4.6, §5.4): the methods open to this cart and fulfilment, card fields from the card
// provider (idle → verifyingCard → secured), gift vouchers and store credit, the reference number and notes, the
// two-factor code, and Place Order. A card is verified when Place Order is pressed, then the order is submitted.
import { useRef, useState } from 'react';
import { formatPrice } from '@rigkit/domain/money';
import {
  isExistingPayment,
  isFullAmountPaymentMethod,
  paymentMessages,
  paymentMethodsForCheckout,
  PaymentMethodIds,
  requiresPhotoIdOnPickup,
  storeCreditPayment,
  type PaymentEntry,
  type PaymentMethod,
} from '@rigkit/domain/payments';
import { checkoutMessages } from '@rigkit/domain/checkout';
import { CardFields, type CardFieldsHandle } from '../CardFields/CardFields.tsx';
import type { CardState } from '../CardFields/useCardFields.ts';
import { GiftVoucher } from '../GiftVoucher/GiftVoucher.tsx';
import { Field } from '../internal/CheckoutField.tsx';
import { PaymentMethods } from '../PaymentMethods/PaymentMethods.tsx';
import { holdPaymentsForRedirect } from './heldPayments.ts';
import { useCheckoutContext } from './CheckoutContext.ts';
import { checkoutText } from './messages.ts';

const paymentName = (payment: PaymentEntry, methods: readonly PaymentMethod[]) =>
  isExistingPayment(payment)
    ? checkoutText.existingOrder.alreadyPaid(payment.DisplayInformation ?? methods.find((method) => method.PaymentMethodId === payment.PaymentMethodId)?.DisplayName ?? 'Payment')
    : payment.IsStoreCredit
    ? 'Store credit'
    : payment.PaymentMethodId === PaymentMethodIds.giftVoucherOrStoreCredit
      ? `Gift voucher ${payment.ExternalToken ?? ''}`
      : (methods.find((method) => method.PaymentMethodId === payment.PaymentMethodId)?.DisplayName ?? 'Payment');

export function PaymentStep() {
  const checkout = useCheckoutContext();
  const { state, send, paymentMethods, cardProvider, usesTotp, balanceCents, missingFields, services } = checkout;
  const isExistingOrder = state.mode === 'existingOrder';
  const isPickup = state.fulfilment === 'clickAndCollect';
  const methods = paymentMethodsForCheckout(paymentMethods, { isB2B: state.isB2B, isPickup }).filter(
    (method) =>
      (method.PaymentMethodId !== PaymentMethodIds.card || cardProvider !== null) &&
      (method.PaymentMethodId !== PaymentMethodIds.payPal || services.startPayPal !== undefined),
  );
  const [methodId, setMethodId] = useState<number | null>(methods.length === 1 ? (methods[0]?.PaymentMethodId ?? null) : null);
  const [cardState, setCardState] = useState<CardState>('idle');
  const cardFields = useRef<CardFieldsHandle>(null);
  const [payPalState, setPayPalState] = useState<'idle' | 'redirecting' | 'failed'>('idle');
  const isActive = state.step === 'payment' || state.step === 'submitting';
  if (!isActive) {
    return (
      <section data-part="payment" data-state="upcoming" aria-labelledby="checkout-payment-heading">
        <h2 id="checkout-payment-heading" data-part="step-heading">
          {checkoutText.steps.payment}
        </h2>
      </section>
    );
  }
  const chosen = methods.find((method) => method.PaymentMethodId === methodId) ?? null;
  const isSubmitting = state.step === 'submitting' || cardState === 'verifyingCard' || payPalState === 'redirecting';
  const isPayPal = chosen?.PaymentMethodId === PaymentMethodIds.payPal;
  const needsCode = usesTotp && !/^\d{6}$/.test(state.checkout.TOTP ?? '');
  // Designed: an order is paid once it says who it is for, so the missing information comes first.
  const needsInformation = missingFields.length > 0;

  async function placeOrder() {
    // PayPal: the shopper approves on PayPal's page and comes back (payPalReturn), which submits the order.
    if (balanceCents > 0 && chosen?.PaymentMethodId === PaymentMethodIds.payPal && services.startPayPal) {
      setPayPalState('redirecting');
      holdPaymentsForRedirect(state.checkout.Payments);
      try {
        await services.startPayPal({ amountCents: balanceCents });
      } catch {
        setPayPalState('failed');
      }
      return;
    }
    // The chosen method pays what is left: a card is verified first, a pay-later method is added as it is.
    if (balanceCents > 0 && chosen?.PaymentMethodId === PaymentMethodIds.card && cardProvider) {
      // The card fields verify (idle → verifyingCard → secured, or failed with the spec's message) and answer the nonce.
      const card = (await cardFields.current?.verify(balanceCents)) ?? null;
      if (!card) return;
      send({
        type: 'addPayment',
        payment: { PaymentMethodId: PaymentMethodIds.card, PaymentAmount: balanceCents / 100, ExternalToken: card.nonce, CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false, CardFirstSix: card.cardFirstSix ?? null, CardLastFour: card.cardLastFour ?? null },
      });
    } else if (balanceCents > 0 && chosen && isFullAmountPaymentMethod(chosen.PaymentMethodId) && !state.checkout.Payments.some((payment) => payment.PaymentMethodId === chosen.PaymentMethodId)) {
      send({ type: 'addPayment', payment: { PaymentMethodId: chosen.PaymentMethodId, PaymentAmount: 0, ExternalToken: null, CustomerPaymentAuthorityId: null, CustomerPaymentId: null, IsStoreCredit: false } });
    }
    send({ type: 'submit', usesTotp });
    setCardState('idle');
  }

  return (
    <section data-part="payment" data-state="active" aria-labelledby="checkout-payment-heading">
      <h2 id="checkout-payment-heading" data-part="step-heading">
        {checkoutText.steps.payment}
      </h2>
      <PaymentMethods.Root methods={methods} isB2B={state.isB2B} isPickup={isPickup} value={methodId} onChange={setMethodId} />
      {chosen?.PaymentMethodId === PaymentMethodIds.card && cardProvider ? <CardFields.Root ref={cardFields} provider={cardProvider} state={cardState} onStateChange={setCardState} /> : null}
      {chosen?.PaymentMethodId === PaymentMethodIds.giftVoucherOrStoreCredit ? <VoucherAndCredit /> : null}
      {chosen?.PaymentMethodId === PaymentMethodIds.zip ? <p data-part="zip-note">{paymentMessages.zipAfterOrder}</p> : null}
      {requiresPhotoIdOnPickup(chosen, { isPickup }) ? <p data-part="photo-id">{checkoutText.photoId}</p> : null}
      <PaymentList />
      <Field name="reference" label={checkoutMessages.referenceNumberLabel} value={state.checkout.ClientOrderNumber ?? ''} onChange={(text) => send({ type: 'updateDetails', details: { ClientOrderNumber: text } })} maxLength={50} />
      <Field name="notes" label={checkoutMessages.notesLabel} help={checkoutText.notesHelp} value={state.checkout.OrderNotes ?? ''} onChange={(text) => send({ type: 'updateDetails', details: { OrderNotes: text } })} maxLength={500} />
      {usesTotp ? (
        <div data-part="totp">
          <Field name="totp" label={checkoutText.totp} help={checkoutText.totpHelp} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={state.checkout.TOTP ?? ''} onChange={(text) => send({ type: 'setTotp', code: text })} />
          {services.sendTotpSms ? <TotpSms send={services.sendTotpSms} /> : null}
        </div>
      ) : null}
      {payPalState === 'failed' ? (
        <p role="alert" data-part="paypal-error">
          {paymentMessages.payPalRedirectFailed}
        </p>
      ) : null}
      {needsInformation ? <p data-part="complete-first">{checkoutText.existingOrder.completeFirst}</p> : null}
      <button type="button" data-part="place-order" disabled={isSubmitting || needsCode || needsInformation} onClick={() => void placeOrder()}>
        {isSubmitting ? checkoutText.placingOrder : isPayPal ? checkoutText.continueToPayPal : isExistingOrder ? checkoutText.existingOrder.payBalance : checkoutText.placeOrder}
      </button>
    </section>
  );
}

function VoucherAndCredit() {
  const { state, send, services, storeCredit, balanceCents } = useCheckoutContext();
  const hasCredit = state.checkout.Payments.some((payment) => payment.IsStoreCredit);
  return (
    <div data-part="vouchers">
      <GiftVoucher.Root fetchBalance={services.fetchGiftVoucherBalance} payments={state.checkout.Payments} owingCents={balanceCents} onApply={(payment) => send({ type: 'addPayment', payment })} />
      {storeCredit && !hasCredit ? (
        <button
          type="button"
          data-part="use-store-credit"
          onClick={() => {
            const payment = storeCreditPayment(storeCredit, balanceCents);
            if (payment) send({ type: 'addPayment', payment });
          }}
        >
          {checkoutText.useStoreCredit(formatPrice(Math.round(storeCredit.StoreCreditAmount * 100)))}
        </button>
      ) : null}
    </div>
  );
}

function PaymentList() {
  const { state, send, paymentMethods, balanceCents } = useCheckoutContext();
  const payments = state.checkout.Payments;
  return (
    <div data-part="payment-list">
      {payments.length > 0 ? (
        <ul aria-label={checkoutText.payments}>
          {payments.map((payment, index) => {
            const name = paymentName(payment, paymentMethods);
            return (
              <li key={`${payment.PaymentMethodId}:${payment.ExternalToken ?? index}`} data-part="payment-entry">
                <span>{isFullAmountPaymentMethod(payment.PaymentMethodId) && !isExistingPayment(payment) ? checkoutText.paysBalance(name) : `${name} ${formatPrice(Math.round(payment.PaymentAmount * 100))}`}</span>
                {isExistingPayment(payment) ? null : (
                  <button type="button" data-part="remove-payment" aria-label={checkoutText.removePayment(name)} onClick={() => send({ type: 'removePayment', index })}>
                    ×
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p data-part="balance">
        {checkoutText.balance}: <span>{formatPrice(Math.max(balanceCents, 0))}</span>
      </p>
    </div>
  );
}

/** The SMS button beside the two-factor code (spec 3 §6): asks smsTotp and says where the code went. */
function TotpSms({ send }: { send: () => Promise<string> }) {
  const [sms, setSms] = useState<{ state: 'idle' | 'sending' | 'failed' } | { state: 'sent'; to: string }>({ state: 'idle' });
  return (
    <>
      <button
        type="button"
        data-part="send-sms"
        disabled={sms.state === 'sending'}
        onClick={() => {
          setSms({ state: 'sending' });
          send().then(
            (to) => setSms({ state: 'sent', to }),
            () => setSms({ state: 'failed' }),
          );
        }}
      >
        {checkoutText.sendSms}
      </button>
      <p role={sms.state === 'failed' ? 'alert' : 'status'} data-part="sms-status" data-state={sms.state}>
        {sms.state === 'sent' ? checkoutText.smsSent(sms.to) : sms.state === 'failed' ? checkoutText.smsFailed : null}
      </p>
    </>
  );
}
