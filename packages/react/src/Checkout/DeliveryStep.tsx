// Delivery (spec 3 §2.6, §4.4): Delivery or Click and Collect; the address (or, to collect, a postcode) finds the
// cart's options; delivery options as the domain lists them (PO boxes, companies 1 and 4, "Show more shipping
// options"); stores grouped by state, straight to payment when a store has everything, else its item list.
import { useState } from 'react';
import { pickupOptionsByState, storeItemAvailability } from '@rigkit/domain/checkout';
import { centsFromDollars } from '@rigkit/domain/money';
import { stateHeadings } from '@rigkit/domain/region';
import { deliveryShippingOptions, groupDeliveryOptions, requiresDeliveryWindow, shippingMessages, type ShippingOption } from '@rigkit/domain/shipping';
import { isCompleteAddress, isValidPostcode, sanitisePostcodeInput } from '@rigkit/domain/validation';
import { AddressCollector } from '../AddressCollector/AddressCollector.tsx';
import type { AddressCollectorValue } from '../AddressCollector/useAddressCollector.ts';
import { DeliveryTimePicker } from './DeliveryTimePicker.tsx';
import { Field } from './Field.tsx';
import { useCheckoutContext } from './CheckoutContext.ts';
import { checkoutText } from './messages.ts';

const optionKey = (option: ShippingOption) => `${option.ShippingMethodId}:${option.InventoryWarehouseId}`;
const headingOf = (state: string) => (state in stateHeadings ? stateHeadings[state as keyof typeof stateHeadings] : state);

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
  const lookup = services.addressLookup ?? noAddressLookup;
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

function OptionLabel({ option }: { option: ShippingOption }) {
  return (
    <>
      <span data-part="option-name">{option.DisplayName}</span>
      {option.AvailabilityComment ? <span data-part="option-stock"> {option.AvailabilityComment}</span> : null}
      <span data-part="option-price"> {checkoutText.price(centsFromDollars(option.TotalCostIncTax))}</span>
    </>
  );
}

function DeliveryOptions() {
  const { state, send } = useCheckoutContext();
  const [showAll, setShowAll] = useState(false);
  if (!state.checkout.ShippingPostcode) return null;
  const listed = deliveryShippingOptions(state.shippingOptions, state.checkout);
  if (listed.length === 0) return <p data-part="no-options">{checkoutText.noOptions}</p>;
  const { primary, additional } = groupDeliveryOptions(listed);
  const shown = showAll ? [...primary, ...additional] : primary;
  const chosen = state.checkout.SelectedShippingMethod;
  return (
    <fieldset data-part="shipping-options">
      <legend>{checkoutText.shippingOptions}</legend>
      {shown.map((option) => (
        <label key={optionKey(option)} data-part="shipping-option" data-selected={chosen && optionKey(chosen) === optionKey(option) ? '' : undefined}>
          <input
            type="radio"
            name="shipping-option"
            checked={chosen ? optionKey(chosen) === optionKey(option) : false}
            onChange={() => send({ type: 'selectShippingOption', option })}
          />
          <OptionLabel option={option} />
        </label>
      ))}
      {additional.length > 0 ? (
        <button type="button" data-part="more-options" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? shippingMessages.hideAdditionalOptions : shippingMessages.showMoreOptions}
        </button>
      ) : null}
      {chosen && requiresDeliveryWindow(chosen) ? <DeliveryTimePicker /> : null}
    </fieldset>
  );
}

function StoreList() {
  const { state, send, cart } = useCheckoutContext();
  if (!state.checkout.ShippingPostcode) return null;
  const groups = [...pickupOptionsByState(state.shippingOptions)];
  if (groups.length === 0) return <p data-part="no-options">{checkoutText.noOptions}</p>;
  return (
    <div data-part="stores" role="group" aria-label={checkoutText.stores}>
      {groups.map(([stateCode, options]) => (
        <section key={stateCode} data-part="store-group" aria-label={headingOf(stateCode)}>
          <h3>{headingOf(stateCode)}</h3>
          <ul>
            {options.map((option) => {
              const name = option.WarehouseName ?? option.DisplayName;
              const isExpanded = state.expandedWarehouseId === option.InventoryWarehouseId;
              return (
                <li key={optionKey(option)} data-part="store" data-expanded={isExpanded ? '' : undefined}>
                  <span data-part="store-name">{name}</span>
                  <button type="button" data-part="select-store" aria-expanded={isExpanded} onClick={() => send({ type: 'selectStore', option, cartItems: cart.ShoppingCartItems })}>
                    {checkoutText.selectStore(name)}
                  </button>
                  {isExpanded ? (
                    <div data-part="store-items">
                      <ul>
                        {cart.ShoppingCartItems.map((line) => {
                          const availability = storeItemAvailability(line, option.InventoryWarehouseId);
                          return (
                            <li key={line.LineNumber} data-part="store-item" data-availability={availability}>
                              {line.ItemDescription}: {checkoutText.itemAvailability[availability]}
                            </li>
                          );
                        })}
                      </ul>
                      <button type="button" data-part="confirm-store" onClick={() => send({ type: 'selectShippingOption', option })}>
                        {checkoutText.collectFrom(name)}
                      </button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
