// Delivery (spec 3 §2.6, §4.4): Delivery or Click and Collect; the address (or, to collect, a postcode) finds the
// cart's options; delivery options as the domain lists them (PO boxes, companies 1 and 4, "Show more shipping
// options", the ShippingOptions widget); stores grouped by state, straight to payment when a store has everything,
// else its item list (the ClickAndCollect widget).
import { useState } from 'react';
import { centsFromDollars } from '@rigkit/domain/money';
import { isPickupShippingOption } from '@rigkit/domain/shipping';
import { isCompleteAddress, isValidPostcode, sanitisePostcodeInput } from '@rigkit/domain/validation';
import type { AddressCollectorValue } from '../AddressCollector/useAddressCollector.ts';
import { ClickAndCollect } from '../ClickAndCollect/ClickAndCollect.tsx';
import { ShippingOptions } from '../ShippingOptions/ShippingOptions.tsx';
import { Field } from '../internal/CheckoutField.tsx';
import { useCheckoutContext } from './CheckoutContext.ts';
import { useCheckoutParts } from './checkoutParts.ts';
import { checkoutText } from './messages.ts';

export function DeliveryStep() {
  const { state, send, isLoadingOptions } = useCheckoutContext();
  const { checkout } = state;
  if (state.step === 'contact') {
    return (
      <section data-part="delivery" data-state="upcoming" aria-labelledby="checkout-delivery-heading">
        <h2 id="checkout-delivery-heading" data-part="step-heading">
          {checkoutText.steps.delivery}
        </h2>
      </section>
    );
  }
  if (state.step !== 'delivery') {
    const chosen = checkout.SelectedShippingMethod;
    return (
      <section data-part="delivery" data-state="complete" aria-labelledby="checkout-delivery-heading">
        <h2 id="checkout-delivery-heading" data-part="step-heading">
          {checkoutText.steps.delivery}
        </h2>
        <div data-part="step-summary">
          <p>
            {chosen?.DisplayName}
            {state.fulfilment === 'delivery' ? `, ${[checkout.ShippingStreetAddressLine1, checkout.ShippingSuburb, checkout.ShippingState, checkout.ShippingPostcode].filter(Boolean).join(' ')}` : ''}
            {chosen ? ` (${checkoutText.price(centsFromDollars(chosen.TotalCostIncTax))})` : ''}
            {checkout.SelectTimeRange ? `, ${checkout.SelectTimeRange}` : ''}
          </p>
          {state.step === 'payment' ? (
            <button type="button" data-part="edit" aria-label={`${checkoutText.edit} ${checkoutText.steps.delivery}`} onClick={() => send({ type: 'editDelivery' })}>
              {checkoutText.edit}
            </button>
          ) : null}
        </div>
      </section>
    );
  }
  return (
    <section data-part="delivery" data-state="active" data-fulfilment={state.fulfilment} aria-labelledby="checkout-delivery-heading">
      <h2 id="checkout-delivery-heading" data-part="step-heading">
        {checkoutText.steps.delivery}
      </h2>
      <div role="group" aria-label={checkoutText.fulfilmentLabel} data-part="fulfilment">
        {(['delivery', 'clickAndCollect'] as const).map((mode) => (
          <button key={mode} type="button" aria-pressed={state.fulfilment === mode} data-part="fulfilment-option" onClick={() => send({ type: 'setFulfilment', fulfilment: mode })}>
            {mode === 'delivery' ? checkoutText.delivery : checkoutText.clickAndCollect}
          </button>
        ))}
      </div>
      <AddressForm key={state.fulfilment} />
      {isLoadingOptions ? (
        <p role="status" data-part="loading">
          {checkoutText.loadingOptions}
        </p>
      ) : state.fulfilment === 'delivery' ? (
        <DeliveryOptions />
      ) : (
        <StoreList />
      )}
    </section>
  );
}

function AddressForm() {
  return useCheckoutContext().state.fulfilment === 'clickAndCollect' ? <CollectPostcodeForm /> : <DeliveryAddressForm />;
}

// Designed: without the host's address calls the collector starts on manual entry, so the step still works.
const noAddressLookup = {
  fetchSuggestions: () => Promise.reject(new Error('No address lookup configured')),
  fetchAddress: () => Promise.reject(new Error('No address lookup configured')),
};

/** Delivery: the address collector (spec 1 §2, D11); a complete address finds the cart's options. */
function DeliveryAddressForm() {
  const { state, send, services } = useCheckoutContext();
  const { checkout } = state;
  const [address, setAddress] = useState<AddressCollectorValue>({
    StreetAddressLine1: checkout.ShippingStreetAddressLine1 ?? '',
    StreetAddressLine2: checkout.ShippingStreetAddressLine2 ?? '',
    Suburb: checkout.ShippingSuburb ?? '',
    State: checkout.ShippingState ?? '',
    Postcode: checkout.ShippingPostcode ?? '',
  });
  const [showErrors, setShowErrors] = useState(false);
  const { AddressCollector } = useCheckoutParts();
  const lookup = services.addressLookup ?? noAddressLookup;
  // DeferredCheckout: the collector is still on its way (it loads as the page becomes interactive).
  if (!AddressCollector) {
    return (
      <p role="status" data-part="loading">
        {checkoutText.loadingAddressForm}
      </p>
    );
  }
  return (
    <form
      data-part="address-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isCompleteAddress(address)) {
          setShowErrors(true);
          return;
        }
        send({
          type: 'changeAddress',
          address: {
            ShippingStreetAddressLine1: address.StreetAddressLine1.trim(),
            ShippingStreetAddressLine2: address.StreetAddressLine2.trim() || null,
            ShippingSuburb: address.Suburb.trim(),
            ShippingState: address.State,
            ShippingPostcode: address.Postcode.trim(),
          },
        });
      }}
    >
      <AddressCollector
        value={address}
        onChange={setAddress}
        fetchSuggestions={lookup.fetchSuggestions}
        fetchAddress={lookup.fetchAddress}
        showErrors={showErrors}
        defaultManual={services.addressLookup === undefined}
      />
      <button type="submit" data-part="find-options">
        {checkoutText.findOptions}
      </button>
    </form>
  );
}

/** Click and Collect: a postcode finds the stores of its state. */
function CollectPostcodeForm() {
  const { state, send } = useCheckoutContext();
  const { checkout } = state;
  const [postcode, setPostcode] = useState(checkout.ShippingPostcode ?? '');
  const isComplete = isValidPostcode(postcode);
  return (
    <form
      data-part="address-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isComplete) return;
        const lines = { ShippingStreetAddressLine1: checkout.ShippingStreetAddressLine1, ShippingStreetAddressLine2: checkout.ShippingStreetAddressLine2, ShippingSuburb: checkout.ShippingSuburb, ShippingState: checkout.ShippingState };
        send({ type: 'changeAddress', address: { ...lines, ShippingPostcode: postcode } });
      }}
    >
      <Field name="postcode" label={checkoutText.collectPostcode} autoComplete="postal-code" inputMode="numeric" maxLength={4} value={postcode} onChange={(text) => setPostcode(sanitisePostcodeInput(text))} />
      <button type="submit" data-part="find-options" aria-disabled={!isComplete}>
        {checkoutText.findStores}
      </button>
    </form>
  );
}

/** Delivery: the address's options (ShippingOptions), the Uber-style option's delivery times with it. */
function DeliveryOptions() {
  const { state, send, uber } = useCheckoutContext();
  if (!state.checkout.ShippingPostcode) return null;
  return (
    <ShippingOptions.Root
      options={state.shippingOptions}
      address={state.checkout}
      value={state.checkout.SelectedShippingMethod ?? null}
      onChange={(option) => send({ type: 'selectShippingOption', option })}
      deliveryTimes={uber}
      timeRange={state.checkout.SelectTimeRange ?? null}
      onTimeRangeChange={(timeRange, quoteDate) => send({ type: 'selectTimeRange', timeRange, quoteDate })}
    />
  );
}

/**
 * Click and Collect: the stores of the postcode's state (ClickAndCollect). Selecting one runs the machine's store
 * rule (selectStore: straight to payment when it has everything, else its item list opens); "Collect from …" chooses.
 */
function StoreList() {
  const { state, send, cart } = useCheckoutContext();
  if (!state.checkout.ShippingPostcode) return null;
  const selectStore = (warehouseId: number | null) => {
    const option = state.shippingOptions.find((candidate) => isPickupShippingOption(candidate) && candidate.InventoryWarehouseId === warehouseId);
    if (option) send({ type: 'selectStore', option, cartItems: cart.ShoppingCartItems });
  };
  return (
    <ClickAndCollect.Root
      options={state.shippingOptions}
      items={cart.ShoppingCartItems}
      value={state.checkout.SelectedShippingMethod ?? null}
      onChange={(option) => send({ type: 'selectShippingOption', option })}
      expandedWarehouseId={state.expandedWarehouseId ?? null}
      onExpandedChange={selectStore}
    />
  );
}
