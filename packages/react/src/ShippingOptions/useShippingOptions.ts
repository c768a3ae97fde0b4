// The delivery options of an address (spec 3 §2.6): the domain lists them (a PO box keeps only Australia Post,
// companies 1 and 4 and pickups are left out) and splits them into the first ones and those behind "Show more
// shipping options" (the Uber-style option first). The chosen option and the expanded list are controlled or not.
import { useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { CheckoutTimeRange, UberTimeSlot } from '@rigkit/domain/checkout';
import { centsFromDollars } from '@rigkit/domain/money';
import { deliveryShippingOptions, deliveryWindowText, groupDeliveryOptions, requiresDeliveryWindow, type ShippingAddressLines, type ShippingOption } from '@rigkit/domain/shipping';

/** The Uber-style option's delivery windows as the host has them (fetchUberAvailability). */
export interface DeliveryTimes {
  /** idle before they are asked for, loading, loaded, or failed. */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  slots: readonly UberTimeSlot[];
}

/** idle before any option is listed, empty when none suits the address, choosing, or chosen. */
export type ShippingOptionsState = 'empty' | 'choosing' | 'chosen';

export interface ShippingOptionsProps {
  /** The cart's shipping options for the address (saveSession's ShippingOptionsForCart); pickups are not listed. */
  options: readonly ShippingOption[];
  /** The delivery address: a PO box keeps only the options that deliver to one (spec 3 §2.6). @default null */
  address?: ShippingAddressLines | null;
  /** The chosen option (controlled). */
  value?: ShippingOption | null;
  /** The option chosen at first (uncontrolled). @default null */
  defaultValue?: ShippingOption | null;
  /** Called with the option the shopper chooses. */
  onChange?: (option: ShippingOption) => void;
  /** Whether the options behind "Show more shipping options" are shown (controlled). */
  isExpanded?: boolean;
  /** Whether they are shown at first (uncontrolled). @default false */
  defaultExpanded?: boolean;
  /** Called when "Show more shipping options" / "Hide additional options" is pressed. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /** The chosen Uber-style option's delivery windows; without them its picker is not shown. @default none */
  deliveryTimes?: DeliveryTimes;
  /** The chosen window with its day, "Tuesday 24 November, 1:00pm - 3:00pm" (controlled); a window's text alone marks its first day. */
  timeRange?: string | null;
  /** The window chosen at first (uncontrolled). @default null */
  defaultTimeRange?: string | null;
  /** Called with the window the shopper picks and its day (a quote date, 2026-11-24). */
  onTimeRangeChange?: (timeRange: CheckoutTimeRange, quoteDate: string) => void;
}

export interface ShippingOptionRow {
  option: ShippingOption;
  key: string;
  isSelected: boolean;
  /** The price in cents (TotalCostIncTax). */
  priceCents: number;
  select: () => void;
}

export interface ShippingOptionsAria {
  state: ShippingOptionsState;
  /** The radio group's name (one per widget on the page). */
  name: string;
  /** The options shown now: the first ones, and the others when expanded. */
  rows: readonly ShippingOptionRow[];
  /** How many options are behind "Show more shipping options" (0: no toggle). */
  additionalCount: number;
  isExpanded: boolean;
  toggleExpanded: () => void;
  selected: ShippingOption | null;
  /** True when the chosen option asks for a delivery window (the Uber-style option) and the host gave its times. */
  needsDeliveryTime: boolean;
  deliveryTimes: DeliveryTimes;
  timeRange: string | null;
  /** Picks a window of the day `quoteDate`. */
  selectTimeRange: (timeRange: CheckoutTimeRange, quoteDate: string) => void;
  /** Whether the window `text` of the day `quoteDate` is the chosen one. */
  isTimeSelected: (quoteDate: string, text: string) => boolean;
}

/** An option's identity: the same method from another warehouse is another option. */
export const shippingOptionKey = (option: Pick<ShippingOption, 'ShippingMethodId' | 'InventoryWarehouseId'>) => `${option.ShippingMethodId}:${option.InventoryWarehouseId}`;

const noTimes: DeliveryTimes = { status: 'idle', slots: [] };

export function useShippingOptions(props: ShippingOptionsProps): ShippingOptionsAria {
  const name = useId();
  const [selected, setSelected] = useControlledState<ShippingOption | null>(props.value as ShippingOption | null, props.defaultValue ?? null);
  const [isExpanded, setExpanded] = useControlledState(props.isExpanded as boolean, props.defaultExpanded ?? false, props.onExpandedChange);
  const [timeRange, setTimeRange] = useControlledState<string | null>(props.timeRange as string | null, props.defaultTimeRange ?? null);
  const listed = deliveryShippingOptions(props.options, props.address ?? null);
  const { primary, additional } = groupDeliveryOptions(listed);
  const shown = isExpanded ? [...primary, ...additional] : primary;
  const selectedKey = selected ? shippingOptionKey(selected) : null;
  const rows = shown.map((option) => {
    const key = shippingOptionKey(option);
    return {
      option,
      key,
      isSelected: key === selectedKey,
      priceCents: centsFromDollars(option.TotalCostIncTax),
      select: () => {
        setSelected(option);
        props.onChange?.(option);
      },
    };
  });
  return {
    state: listed.length === 0 ? 'empty' : selected ? 'chosen' : 'choosing',
    name,
    rows,
    additionalCount: additional.length,
    isExpanded,
    toggleExpanded: () => setExpanded(!isExpanded),
    selected,
    needsDeliveryTime: selected !== null && requiresDeliveryWindow(selected) && props.deliveryTimes !== undefined,
    deliveryTimes: props.deliveryTimes ?? noTimes,
    timeRange,
    selectTimeRange: (range, quoteDate) => {
      setTimeRange(deliveryWindowText(quoteDate, range.webDisplayString));
      props.onTimeRangeChange?.(range, quoteDate);
    },
    isTimeSelected: (quoteDate, text) => {
      if (timeRange === deliveryWindowText(quoteDate, text)) return true;
      // A window kept without its day (set by the host) marks the first day that has it.
      if (text !== timeRange) return false;
      return props.deliveryTimes?.slots.find((slot) => slot.timeRange.some((range) => range.webDisplayString === text))?.quoteDate === quoteDate;
    },
  };
}
