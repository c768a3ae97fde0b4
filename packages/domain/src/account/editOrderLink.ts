// The Edit Order link on the confirmation page and for open sales orders (spec 3 §2.8 §4.5 §6).
export const SALES_ORDER_DOCUMENT_TYPE = 'Sales Order';

/** An existing sales order stays editable while its status contains neither "Being" nor "Completed". */
export function isEditableOrderStatus(status: string | null | undefined): boolean {
  const text = status ?? '';
  return !text.includes('Being') && !text.includes('Completed');
}

export type EditOrderLinkInput = {
  isLoggedIn: boolean;
  DocumentType: string;
  DocumentStatus: string | null | undefined;
};

/** Shown to a logged-in customer for sales orders only, while the status is editable. */
export function showsEditOrderLink(input: EditOrderLinkInput): boolean {
  return input.isLoggedIn && input.DocumentType === SALES_ORDER_DOCUMENT_TYPE && isEditableOrderStatus(input.DocumentStatus);
}

/** Where the link goes (spec 3 §2.1). */
export function editOrderPath(documentGuid: string): string {
  return `/MyPLE/Order/${documentGuid}`;
}
