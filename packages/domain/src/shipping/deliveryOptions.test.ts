import { describe, expect, it } from 'vitest';
import {
  deliveryShippingOptions,
  groupDeliveryOptions,
  isPostalOnlyAddress,
  shippingMessages,
  sortUberStyleFirst,
} from './deliveryOptions.ts';
import { makeShippingOption } from './testing.ts';

const address = (ShippingStreetAddressLine1: string, ShippingStreetAddressLine2: string | null = null) => ({
  ShippingStreetAddressLine1,
  ShippingStreetAddressLine2,
});

describe('postal-only addresses (spec 3 §5.4)', () => {
  it.each([
    ['PO Box 123', true],
    ['P.O. Box 55', true],
    ['po box 9', true],
    ['GPO Box 1000', true],
    ['Post Office Box 7', true],
    ['Parcel Locker 1023456789', true],
    ['Locked Bag 4', true],
    ['12 Boxer Street', false],
    ['POBox 12', true],
    ['14 Hay Street', false],
  ])('%s is postal-only: %s', (line1, expected) => {
    expect(isPostalOnlyAddress(address(line1))).toBe(expected);
  });

  it('reads the second address line too', () => {
    expect(isPostalOnlyAddress(address('Unit 2', 'Locked Bag 4'))).toBe(true);
  });
});

describe('the delivery list (spec 3 §4.4, §5.4)', () => {
  const pickup = makeShippingOption({ ShippingMethodId: 1, ShippingCompanyId: 1, DisplayName: 'Pickup from Perth' });
  const company2 = makeShippingOption({ ShippingMethodId: 2, ShippingCompanyId: 2, DisplayName: 'Australia Post' });
  const company4 = makeShippingOption({ ShippingMethodId: 4, ShippingCompanyId: 4, DisplayName: 'Internal' });
  const courier = makeShippingOption({ ShippingMethodId: 5, ShippingCompanyId: 5, DisplayName: 'Courier', DeliveryDurationMinimumHours: 4 });
  const uber = makeShippingOption({ ShippingMethodId: 15, ShippingCompanyId: 15, DisplayName: 'On-demand', DeliveryDurationMinimumHours: 2 });
  const hidden = makeShippingOption({ ShippingMethodId: 6, ShippingCompanyId: 5, ShowOnWebsite: false });

  it('excludes companies 1 and 4, hidden options, and puts the Uber-style option first', () => {
    const ids = deliveryShippingOptions([pickup, company2, company4, courier, uber, hidden], address('14 Hay Street'))
      .map((option) => option.ShippingMethodId);
    expect(ids).toEqual([15, 2, 5]);
  });

  it.each(['PO Box 123', 'Parcel Locker 10', 'Locked Bag 4'])('allows only company 2 for %s', (line1) => {
    const ids = deliveryShippingOptions([pickup, company2, company4, courier, uber], address(line1)).map(
      (option) => option.ShippingMethodId,
    );
    expect(ids).toEqual([2]);
  });

  it('lists every deliverable company before an address is chosen', () => {
    expect(deliveryShippingOptions([company2, courier], null)).toHaveLength(2);
  });

  it('keeps server order among the others when sorting Uber-style first', () => {
    expect(sortUberStyleFirst([courier, company2, uber]).map((option) => option.ShippingMethodId)).toEqual([15, 5, 2]);
  });

  it('puts couriers behind "Show more shipping options" when a standard option exists', () => {
    const standard = makeShippingOption({ ShippingMethodId: 7, DeliveryDurationMinimumHours: 48 });
    const eParcel = makeShippingOption({ ShippingMethodId: 8, DisplayName: 'Auspost eParcel', DeliveryDurationMinimumHours: 48 });
    const grouped = groupDeliveryOptions([uber, standard, eParcel, courier]);
    expect(grouped.primary.map((option) => option.ShippingMethodId)).toEqual([15, 7]);
    expect(grouped.additional.map((option) => option.ShippingMethodId)).toEqual([8, 5]);
  });

  it('shows couriers straight away when there is no standard option', () => {
    expect(groupDeliveryOptions([courier])).toEqual({ primary: [courier], additional: [] });
  });

  it('quotes the toggle and delivery-time texts verbatim', () => {
    expect(shippingMessages).toEqual({
      showMoreOptions: 'Show more shipping options',
      hideAdditionalOptions: 'Hide additional options',
      chooseDeliveryTime: 'Choose a delivery time (you must be home)',
    });
  });
});
