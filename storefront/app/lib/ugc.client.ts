// The UGC upload's calls from the browser (spec 2 §7): each file through avScanUploadFile (size, type by content and
// the antivirus scan are the server's to decide too), then the submission through sendContactForm ("used for UGC")
// to the Marketing mailbox, with the description and the stored files named in the message.
import type { UgcUploadResult, UgcUploadValues } from '@rigkit/react/UgcUpload';
import { browserApi } from './api.client.ts';

/** Designed: the spec names the call, not the recipient or subject. */
export const ugcRecipient = 'Marketing';
export const ugcSubject = 'Customer content submission';

function readAsDataUrl(content: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(content);
  });
}

export async function uploadUgcFile({ fileName, content }: { fileName: string; content: Blob }): Promise<UgcUploadResult> {
  const base64 = await readAsDataUrl(content);
  const { data } = await browserApi().POST('/avScanUploadFile', { body: { Files: [{ base64, fileName }] } });
  const result = data.data?.[0];
  if (!data.success || !result) return { Success: false, ErrorText: data.errors[0]?.ErrorText ?? null };
  return { Success: result.Success, BinaryObjectGuid: result.BinaryObjectInformation?.BinaryObjectGuid ?? null, ErrorText: result.ErrorText ?? null };
}

/** The message staff read: the description, then one line per stored file with its GUID. */
export function ugcMessage(values: UgcUploadValues): string {
  const files = values.files.map((file) => `- ${file.fileName} (${file.BinaryObjectGuid})`);
  return [values.description || '(no description)', ...(files.length > 0 ? ['', 'Files:', ...files] : [])].join('\n');
}

export async function sendUgc(values: UgcUploadValues): Promise<boolean> {
  const { data } = await browserApi().POST('/sendContactForm', {
    body: { storeName: ugcRecipient, customerName: values.customerName, customerEmail: values.customerEmail, customerSubject: ugcSubject, customerMessage: ugcMessage(values) },
  });
  return data.success;
}
