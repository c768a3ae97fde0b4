// The Uber-style option's delivery-time picker (spec 3 §2.6): "Choose a delivery time (you must be home)", the first
// 3 days with Show More / Show Less for the rest; picking a window is the shopper's choice of time (spec 3 §4.4).
// Drawn by ShippingOptions.DeliveryTimes, inside ShippingOptions.Root.
import { useState } from 'react';
import { visibleUberTimeSlots } from '@rigkit/domain/checkout';
import { useShippingOptionsContext } from './ShippingOptionsContext.ts';
import { shippingOptionsMessages as M } from './messages.ts';

export function DeliveryTimePicker() {
  const { deliveryTimes, isTimeSelected, selectTimeRange } = useShippingOptionsContext('DeliveryTimes');
  const [showAll, setShowAll] = useState(false);
  const { slots, hasToggle } = visibleUberTimeSlots(deliveryTimes.slots, showAll);
  return (
    <fieldset data-part="delivery-window" data-state={deliveryTimes.status}>
      <legend>{M.chooseDeliveryTime}</legend>
      {deliveryTimes.status === 'loading' ? (
        <p role="status" data-part="loading">
          {M.loadingDeliveryTimes}
        </p>
      ) : null}
      {deliveryTimes.status === 'failed' || (deliveryTimes.status === 'loaded' && deliveryTimes.slots.length === 0) ? (
        <p role="alert" data-part="no-times">
          {M.noDeliveryTimes}
        </p>
      ) : null}
      {slots.map((slot) => {
        const day = M.deliveryDay(slot.quoteDate);
        return (
          <div key={slot.quoteDate} role="group" aria-label={day} data-part="delivery-day">
            <p data-part="delivery-day-name">{day}</p>
            {slot.timeRange.map((range) => (
              <button
                key={range.webDisplayString}
                type="button"
                data-part="delivery-time"
                aria-label={M.deliveryTime(day, range.webDisplayString)}
                aria-pressed={isTimeSelected(slot.quoteDate, range.webDisplayString)}
                onClick={() => selectTimeRange(range, slot.quoteDate)}
              >
                {range.webDisplayString}
              </button>
            ))}
          </div>
        );
      })}
      {hasToggle ? (
        <button type="button" data-part="more-days" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? M.showLessDays : M.showMoreDays}
        </button>
      ) : null}
    </fieldset>
  );
}
