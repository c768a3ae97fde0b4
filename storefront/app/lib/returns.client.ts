// The return pages' browser calls (issue 18 item 5): returnable lines, photo uploads through the antivirus scan,
// the new return, and the return advice PDF saved as a file. A 4xx from the typed client becomes the envelope's
// texts so the form shows the server's reason (an open return, a refused photo).
import { RigkitApiError } from '@rigkit/api-client';
import type { AddCustomerReturnRequest, ReturnAdvice, ReturnCreateResult } from '@rigkit/react/ReturnForm';
import { browserApi } from './api.client.ts';
import { mustSucceed } from './mustSucceed.ts';

export async function loadReturnableItems(invoiceId: number) {
  return (await mustSucceed(() => browserApi().POST('/fetchProducts', { body: { InvoiceId: invoiceId } }))) ?? [];
}

export async function uploadReturnPhotos(files: { base64: string; fileName: string }[]) {
  return (await mustSucceed(() => browserApi().POST('/avScanUploadFile', { body: { Files: files } }))) ?? [];
}

export async function createReturn(request: AddCustomerReturnRequest): Promise<ReturnCreateResult> {
  try {
    const { data } = await browserApi().POST('/addCustomerReturn', { body: request });
    return { success: data.success, data: data.data ?? null, errors: data.errors ?? [] };
  } catch (error) {
    if (error instanceof RigkitApiError && error.status !== undefined && error.status < 500) {
      return { success: false, errors: error.errorTexts.map((ErrorText) => ({ ErrorText })) };
    }
    throw error;
  }
}

/** Fetches the advice (Base64, CRANumber) and saves it as CRA-….pdf. */
export async function downloadReturnAdvice(advice: Pick<ReturnAdvice, 'CustomerReturnAdviceId'>): Promise<void> {
  const file = await mustSucceed(() => browserApi().POST('/fetchReturnAdvicePdf', { body: { CustomerReturnAdviceId: advice.CustomerReturnAdviceId } }));
  if (!file) throw new Error('No return advice');
  const bytes = Uint8Array.from(atob(file.Base64), (character) => character.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${file.CRANumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is freed on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
