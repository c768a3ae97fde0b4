// avScanUploadFile (spec 2 §5 §7 §8): each file is checked on its own: at most 30 MB, png, jpeg or bmp judged by
// its bytes (a name or a declared type proves nothing), then scanned; only a clean file is stored. A file that
// cannot be scanned (no scanner, scanner error) is refused, never stored unscanned.
import { randomUUID } from 'node:crypto';
import { sniffImageType, uvPrintMessages } from '@rigkit/domain/uvPrint';
import { UV_UPLOAD_MAX_BYTES } from '@rigkit/domain/validation';
import type { Schema } from '../contract/schemas.ts';
import type { OperationContext, OperationData } from '../http/operation.ts';
import { spendUvRateLimit } from './uvRateLimits.ts';

type UploadResult = Schema<'UploadResult'>;

/** The request body limit of this operation alone: one 30 MB file as base64 (4/3) plus the JSON around it. */
export const uploadBodyLimitBytes = Math.ceil((UV_UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/** A data: URL's or a bare base64 payload's bytes, or null when it is not base64. */
export function decodeBase64File(text: string): Uint8Array | null {
  const payload = text.startsWith('data:') ? text.slice(text.indexOf(',') + 1) : text;
  const compact = payload.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !base64Pattern.test(compact)) return null;
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

const refuse = (ErrorText: string): UploadResult => ({ Success: false, BinaryObjectInformation: null, ErrorText });

/** A stored name: the last path segment, without control characters, at most 120 characters (designed). */
function safeFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 120);
  return clean === '' ? 'upload' : clean;
}

export async function avScanUploadFile(context: OperationContext<'POST', '/avScanUploadFile'>): Promise<OperationData<'POST', '/avScanUploadFile'>> {
  const { services, identity } = context;
  await spendUvRateLimit(context, 'uploads');
  const results: UploadResult[] = [];
  for (const file of context.body.Files) {
    const content = decodeBase64File(file.base64);
    if (content === null) {
      results.push(refuse(uvPrintMessages.uploadTypeNotPermitted));
      continue;
    }
    if (content.byteLength > UV_UPLOAD_MAX_BYTES) {
      results.push(refuse(uvPrintMessages.uploadTooLarge));
      continue;
    }
    const type = sniffImageType(content);
    if (type === null) {
      results.push(refuse(uvPrintMessages.uploadTypeNotPermitted));
      continue;
    }
    const verdict = await services.antivirus.scan(content);
    if (verdict.status === 'infected') {
      results.push(refuse(uvPrintMessages.uploadInfected));
      continue;
    }
    if (verdict.status === 'unavailable') {
      results.push(refuse(uvPrintMessages.scannerUnavailable));
      continue;
    }
    const guid = randomUUID();
    const OriginalFilename = safeFilename(file.fileName);
    const stored = await services.db
      .insertInto('uv_binary_objects')
      .values({
        binary_object_guid: guid,
        customer_id: identity.customer?.customer_id ?? null,
        customer_session_guid: identity.sessionGuid,
        original_filename: OriginalFilename,
        content_type: type,
        byte_size: content.byteLength,
        content,
        created_at: context.now,
      })
      .returning('binary_object_id')
      .executeTakeFirstOrThrow();
    results.push({ Success: true, BinaryObjectInformation: { BinaryObjectGuid: guid, BinaryObjectId: stored.binary_object_id, OriginalFilename }, ErrorText: null });
  }
  return results;
}
