import { describe, expect, it } from 'vitest';
import { formatCustomerCode, formatInvoiceCode, formatItemCode } from './codes.ts';
import { formatReturnAdviceNumber, returnInstructions } from './returns.ts';

describe('codes of a return (spec 3 §9: zero-padded to 6 digits with CU-, SI-, PLE-)', () => {
  it.each([
    [formatCustomerCode, 1234, 'CU-001234'],
    [formatInvoiceCode, 552301, 'SI-552301'],
    [formatItemCode, 42, 'PLE-000042'],
    [formatReturnAdviceNumber, 8812, 'CRA-008812'],
    [formatReturnAdviceNumber, 1234567, 'CRA-1234567'],
  ] as const)('%o(%d) is %s', (format, id, code) => {
    expect(format(id)).toBe(code);
  });
});

describe('return instructions (spec 3 §4.8, §9)', () => {
  it('name the reference, the 14-day dead-on-arrival window and the 5 business days of a refund', () => {
    const text = returnInstructions('CRA-100001').join(' ');
    expect(text).toContain('CRA-100001');
    expect(text).toContain('within 14 days');
    expect(text).toContain('within 5 business days');
  });
});
