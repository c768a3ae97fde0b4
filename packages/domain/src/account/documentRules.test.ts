import { describe, expect, it } from 'vitest';
import { balanceOwingCents, canCancelDocument, DocumentStatuses } from './documentRules.ts';

describe('document statuses (spec 3 §4.8)', () => {
  it('names the statuses the server writes', () => {
    expect(DocumentStatuses).toEqual({ cancelled: 'Cancelled', openQuote: 'Open Quote' });
  });

  it.each([
    ['Sales Order', 'Awaiting Processing', true],
    ['Sales Order', 'Backorder', true],
    ['Sales Order', null, true],
    ['Sales Order', 'Being Built', false],
    ['Sales Order', 'Cancelled', false],
    ['Quote', 'Open Quote', true],
    ['Quote', 'Cancelled', false],
    ['Quote', 'Awaiting Processing', false],
    ['Invoice', 'Awaiting Processing', false],
  ])('a %s with status %j can be cancelled: %s', (type, status, expected) => {
    expect(canCancelDocument(type, status)).toBe(expected);
  });
});

describe('Balance Owing (spec 3 §3, §4.8: totals Total, Payments, Balance Owing)', () => {
  it.each([
    ['unpaid', 'Awaiting Processing', 149_900, 0, 149_900],
    ['part paid', 'Awaiting Processing', 149_900, 50_000, 99_900],
    ['paid in full', 'Completed', 149_900, 149_900, 0],
    ['overpaid, never below zero', 'Completed', 149_900, 150_000, 0],
    ['cancelled owes nothing', 'Cancelled', 149_900, 0, 0],
    ['a missing status', null, 10_000, 2_500, 7_500],
  ])('%s', (_name, status, totalCents, paidCents, expected) => {
    expect(balanceOwingCents({ status, totalCents }, paidCents)).toBe(expected);
  });
});
