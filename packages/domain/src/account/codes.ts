// Customer, invoice and item codes shown in returns: zero-padded to 6 digits with a prefix (spec 3 §9).
export const CODE_PREFIXES = { customer: 'CU-', invoice: 'SI-', item: 'PLE-' } as const;
export const CODE_DIGITS = 6;

/** Prefix plus the id padded to 6 digits; longer ids are kept whole. */
export function formatPaddedCode(prefix: string, id: number | string): string {
  return `${prefix}${String(id).padStart(CODE_DIGITS, '0')}`;
}

/** "CU-001234". */
export function formatCustomerCode(customerId: number | string): string {
  return formatPaddedCode(CODE_PREFIXES.customer, customerId);
}

/** "SI-012345". */
export function formatInvoiceCode(invoiceId: number | string): string {
  return formatPaddedCode(CODE_PREFIXES.invoice, invoiceId);
}

/** "PLE-602206". */
export function formatItemCode(inventoryItemId: number | string): string {
  return formatPaddedCode(CODE_PREFIXES.item, inventoryItemId);
}
