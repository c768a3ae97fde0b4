// What the order and quote pages offer (spec 3 §2.9, §4.8), decided once for the page, the server and the PDF: which
// buttons show, whether the build warning shows, and where a document's page, its PDF and its payment live.
import { canCancelDocument } from './documentRules.ts';
import { showsMakePayment } from './makePayment.ts';
import { canChangeKitChild, canChangeOrder } from './orderActions.ts';

export interface DetailDocument {
  DocumentType: string;
  DocumentStatus: string | null | undefined;
  /** Missing counts as nothing owing. */
  BalanceOwing?: number | undefined;
  Items?: readonly { ItemTypeCode?: string | null; KitChildren?: readonly unknown[] | null }[];
}

export interface DocumentActions {
  /** Add Item: a sales order while canChangeOrder allows it (a quote is changed by the store, not here). */
  addItem: boolean;
  /** Delete an item: the same rule as Add Item. */
  deleteItem: boolean;
  /** Cancel Order / Cancel Quote: canCancelDocument. */
  cancel: boolean;
  /** Make Payment: showsMakePayment. */
  makePayment: boolean;
  /** The warning that the order contains a build. */
  buildWarning: boolean;
}

/** True when a line is a custom build (a KIT line, or any line with kit children). */
export function containsBuild(items: DetailDocument['Items']): boolean {
  return (items ?? []).some((item) => item.ItemTypeCode === 'KIT' || (item.KitChildren?.length ?? 0) > 0);
}

/** The buttons and warning of an order or quote page (spec 3 §2.9 buttons, gated by §4.8). */
export function documentActions(document: DetailDocument): DocumentActions {
  const changeable = document.DocumentType === 'Sales Order' && canChangeOrder(document.DocumentStatus);
  return {
    addItem: changeable,
    deleteItem: changeable,
    cancel: canCancelDocument(document.DocumentType, document.DocumentStatus),
    makePayment: showsMakePayment({ DocumentType: document.DocumentType, DocumentStatus: document.DocumentStatus, BalanceOwing: document.BalanceOwing ?? 0 }),
    buildWarning: containsBuild(document.Items),
  };
}

/** Whether a kit child of a line may be changed: the order's status and the line's remote build status (spec 3 §4.8). */
export function canChangeKitChildOf(document: Pick<DetailDocument, 'DocumentType' | 'DocumentStatus'>, remoteBuildStatus: string | null | undefined): boolean {
  return document.DocumentType === 'Sales Order' && canChangeKitChild(document.DocumentStatus, remoteBuildStatus);
}

/** The account page of an order or quote (spec 3 §2.1: /account/order/:orderGuid, /account/quote/:orderGuid). */
export function documentDetailPath(documentType: string, documentGuid: string): string {
  return `${documentType === 'Quote' ? '/account/quote' : '/account/order'}/${documentGuid}`;
}

/** The path segment fetchDocumentPdf names a document type by. */
export function documentPdfType(documentType: string): 'SalesOrder' | 'Quote' | 'Invoice' {
  if (documentType === 'Quote') return 'Quote';
  if (documentType === 'Invoice') return 'Invoice';
  return 'SalesOrder';
}

/** The PDF under the API's base (spec 3 §7 GET /api/fetchDocumentPdf/{documentType}/{guid}/{number}). */
export function documentPdfPath(document: { DocumentType: string; DocumentGuid: string; DocumentNumber: string }): string {
  return `/fetchDocumentPdf/${documentPdfType(document.DocumentType)}/${document.DocumentGuid}/${encodeURIComponent(document.DocumentNumber)}`;
}

/** Make Payment goes to the existing-order checkout (spec 3 §2.1 /Checkout/:orderGuid, §2.7). */
export function existingOrderCheckoutPath(documentGuid: string): string {
  return `/Checkout/${documentGuid}`;
}
