// The Uber-style option's delivery-time picker (spec 3 §2.6): "Choose a delivery time (you must be home)", the first
// 3 days with Show More / Show Less for the rest; picking a window moves on to payment (spec 3 §4.4).
import { useState } from 'react';
import { visibleUberTimeSlots } from '@rigkit/domain/checkout';
import { shippingMessages } from '@rigkit/domain/shipping';
import { useCheckoutContext } from './CheckoutContext.ts';
import { checkoutText } from './messages.ts';

export function DeliveryTimePicker() {
  const { state, send, uber } = useCheckoutContext();
  const [showAll, setShowAll] = useState(false);
  const { slots, hasToggle } = visibleUberTimeSlots(uber.slots, showAll);
  const chosen = state.checkout.SelectTimeRange;
  return (
    <fieldset data-part="delivery-window" data-state={uber.status}>
      <legend>{shippingMessages.chooseDeliveryTime}</legend>
      {uber.status === 'loading' ? (
        <p role="status" data-part="loading">
          {checkoutText.loadingDeliveryTimes}
        </p>
      ) : null}
      {uber.status === 'failed' || (uber.status === 'loaded' && uber.slots.length === 0) ? (
        <p role="alert" data-part="no-times">
          {checkoutText.noDeliveryTimes}
        </p>
      ) : null}
      {slots.map((slot) => {
        const day = checkoutText.deliveryDay(slot.quoteDate);
        return (
          <div key={slot.quoteDate} role="group" aria-label={day} data-part="delivery-day">
            <p data-part="delivery-day-name">{day}</p>
            {slot.timeRange.map((range) => (
              <button
                key={range.webDisplayString}
                type="button"
                data-part="delivery-time"
                aria-label={`${day}, ${range.webDisplayString}`}
                aria-pressed={chosen === range.webDisplayString}
                onClick={() => send({ type: 'selectTimeRange', timeRange: range })}
              >
                {range.webDisplayString}
              </button>
            ))}
          </div>
        );
      })}
      {hasToggle ? (
        <button type="button" data-part="more-days" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? checkoutText.showLessDays : checkoutText.showMoreDays}
        </button>
      ) : null}
    </fieldset>
  );
}
