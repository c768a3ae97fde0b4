// The Make Payment button of an order or quote (spec 3 §4.8).
export type PayableDocument = {
  DocumentType: string;
  DocumentStatus: string | null | undefined;
  /** Any unit; only its sign matters. */
  BalanceOwing: number;
};

/** Balance owing over 0, and either a non-quote that is not Completed or a quote that is an "Open Quote". */
export function showsMakePayment(document: PayableDocument): boolean {
  if (!(document.BalanceOwing > 0)) return false;
  if (document.DocumentType === 'Quote') return document.DocumentStatus === 'Open Quote';
  return document.DocumentStatus !== 'Completed';
}
