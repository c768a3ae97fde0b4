import { describe, expect, it } from 'vitest';
import {
  isSameDayShippingOption,
  isStandardShippingOption,
  isUberStyleShippingOption,
  requiresDeliveryWindow,
  shippingOptionGroup,
} from './classification.ts';
import { makeShippingOption } from './testing.ts';

describe('standard versus courier shipping (spec 2 §9)', () => {
  it.each([
    ['Standard Delivery', 24, 'standard'],
    ['Standard Delivery', 72, 'standard'],
    ['Express Courier', 23, 'courier'],
    ['Express Courier', 0, 'courier'],
    ['Auspost eParcel', 48, 'courier'],
    ['StarTrack Road Express', 72, 'courier'],
    ['AUSPOST EPARCEL', 48, 'courier'],
    ['Unknown duration', null, 'courier'],
  ] as const)('%s with a minimum of %s hours is %s', (DisplayName, DeliveryDurationMinimumHours, group) => {
    const option = makeShippingOption({ DisplayName, DeliveryDurationMinimumHours });
    expect(shippingOptionGroup(option)).toBe(group);
    expect(isStandardShippingOption(option)).toBe(group === 'standard');
  });
});

describe('same-day and Uber-style detection (spec 2 §9)', () => {
  it.each([
    ['Same Day Delivery', true],
    ['same-day courier', true],
    ['SameDay Perth Metro', true],
    ['Next Day Delivery', false],
  ])('%s is same-day: %s', (DisplayName, expected) => {
    expect(isSameDayShippingOption(makeShippingOption({ DisplayName }))).toBe(expected);
  });

  it.each([
    ['On-demand delivery', 15, true],
    ['Uber Delivery', 3, true],
    ['Suburban courier', 3, false],
  ])('%s from company %i is Uber-style: %s', (DisplayName, ShippingCompanyId, expected) => {
    expect(isUberStyleShippingOption(makeShippingOption({ DisplayName, ShippingCompanyId }))).toBe(expected);
  });

  it.each([
    [15, false, true],
    [3, true, true],
    [3, false, false],
  ])('company %i with RequiresCustomerDeliveryWindow %s needs a delivery window: %s', (ShippingCompanyId, RequiresCustomerDeliveryWindow, expected) => {
    expect(requiresDeliveryWindow(makeShippingOption({ ShippingCompanyId, RequiresCustomerDeliveryWindow }))).toBe(expected);
  });
});
