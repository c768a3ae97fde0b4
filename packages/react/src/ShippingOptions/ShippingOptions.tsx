// The delivery options of an address as compound parts (spec 3 §2.6): Root (the fieldset and its legend), Options
// (one radio each), MoreToggle ("Show more shipping options" / "Hide additional options") and DeliveryTimes (the
// Uber-style option's picker, when that option is chosen). Unstyled: data-rigkit="shipping-options",
// data-state empty, choosing or chosen; each option data-selected.
import type { ReactNode } from 'react';
import { DeliveryTimePicker } from './DeliveryTimePicker.tsx';
import { ShippingOptionsContext, useShippingOptionsContext } from './ShippingOptionsContext.ts';
import { shippingOptionsMessages as M } from './messages.ts';
import { useShippingOptions, type ShippingOptionsProps } from './useShippingOptions.ts';

export interface ShippingOptionsComponentProps extends ShippingOptionsProps {
  /** Class name of the root element. */
  className?: string;
  /** The parts in the host's own order. @default Options, MoreToggle, DeliveryTimes */
  children?: ReactNode;
}

function Root({ className, children, ...props }: ShippingOptionsComponentProps) {
  const options = useShippingOptions(props);
  if (options.state === 'empty') {
    return (
      <p className={className} data-rigkit="shipping-options" data-state="empty" data-part="no-options">
        {M.noOptions}
      </p>
    );
  }
  return (
    <ShippingOptionsContext value={options}>
      <fieldset className={className} data-rigkit="shipping-options" data-state={options.state} data-part="shipping-options">
        <legend>{M.legend}</legend>
        {children ?? (
          <>
            <Options />
            <MoreToggle />
            <DeliveryTimes />
          </>
        )}
      </fieldset>
    </ShippingOptionsContext>
  );
}

/** One radio per option shown: its name, stock comment and price. */
function Options() {
  const { rows, name } = useShippingOptionsContext('Options');
  return rows.map((row) => (
    <label key={row.key} data-part="shipping-option" data-selected={row.isSelected ? '' : undefined}>
      <input type="radio" name={name} checked={row.isSelected} onChange={row.select} />
      <span data-part="option-name">{row.option.DisplayName}</span>
      {row.option.AvailabilityComment ? <span data-part="option-stock"> {row.option.AvailabilityComment}</span> : null}
      <span data-part="option-price"> {M.price(row.priceCents)}</span>
    </label>
  ));
}

/** "Show more shipping options" / "Hide additional options", when some options are behind it. */
function MoreToggle() {
  const { additionalCount, isExpanded, toggleExpanded } = useShippingOptionsContext('MoreToggle');
  if (additionalCount === 0) return null;
  return (
    <button type="button" data-part="more-options" aria-expanded={isExpanded} onClick={toggleExpanded}>
      {isExpanded ? M.hideAdditionalOptions : M.showMoreOptions}
    </button>
  );
}

// The picker is drawn only once the Uber-style option is chosen, but its module ships with the options: loaded on
// demand (lazyPart) it measured 0.5 kB gzip more on the checkout route's first download (bench/routes.bench.ts),
// since the loader and the extra chunk cost more than its 0.7 kB.
/** The Uber-style option's delivery-time picker, when that option is chosen and the host gave its times. */
function DeliveryTimes() {
  const { needsDeliveryTime } = useShippingOptionsContext('DeliveryTimes');
  if (!needsDeliveryTime) return null;
  return <DeliveryTimePicker />;
}

export const ShippingOptions = { Root, Options, MoreToggle, DeliveryTimes };
