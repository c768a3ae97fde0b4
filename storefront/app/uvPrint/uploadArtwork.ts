// My Artwork's upload (spec 2 §5 §8): the checks before sending, reading the file, the antivirus-scanned upload and
// the picture's size. A module of its own so the designer loads it on intent, not with the canvas (issue 21: code a
// shopper needs only after an interaction is not route JavaScript); UvDesigner starts loading it when the artwork
// libraries are pointed at or focused.
import { RigkitApiError } from '@rigkit/api-client';
import { uvUploadedImagePath } from '@rigkit/domain/paths';
import { uvPrintMessages } from '@rigkit/domain/uvPrint';
import { browserApi } from '../lib/api.client.ts';
import { SAMPLE_PIXELS } from './designImages.ts';
import { rateLimitMessage } from './rateLimitMessage.ts';

/** The toast for a file refused before it is sent (over 30 MB, not png, jpeg or bmp), or null. */
export { uvUploadMessage as uploadRefusal } from '@rigkit/domain/validation';

export type UploadOutcome = { url: string; name: string; natural: { width: number; height: number } } | { error: string };

/** Sends an accepted file through avScanUploadFile: the picture to place, or the toast to show. */
export async function uploadArtwork(file: File): Promise<UploadOutcome> {
  try {
    const base64 = await readAsBase64(file);
    const { data } = await browserApi().POST('/avScanUploadFile', { body: { Files: [{ base64, fileName: file.name }] } });
    const result = data.data?.[0];
    const guid = result?.BinaryObjectInformation?.BinaryObjectGuid;
    if (!result?.Success || !guid) return { error: result?.ErrorText ?? uvPrintMessages.uploadTypeNotPermitted };
    const url = uvUploadedImagePath(guid);
    return { url, name: result.BinaryObjectInformation?.OriginalFilename ?? file.name, natural: await naturalSize(url) };
  } catch (error) {
    return { error: error instanceof RigkitApiError && error.status === 413 ? uvPrintMessages.uploadTooLarge : (rateLimitMessage(error) ?? uvPrintMessages.errorLoading) };
  }
}

/** The natural size of a picture, read by loading it. */
function naturalSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth || SAMPLE_PIXELS, height: image.naturalHeight || SAMPLE_PIXELS });
    image.onerror = () => reject(new Error(`could not load ${url}`));
    image.src = url;
  });
}

/** A picked file as base64 (without the data: prefix). */
function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
