// An item's files (spec 2 §2 "attachments (safety data sheets)", §3 Attachments[BinaryObjectId, OriginalFilename]),
// served at the designed address GET /api/attachments/{BinaryObjectId}/{OriginalFilename} (contract
// fetchAttachment) by routes/attachments.ts. The answer is the file itself; errors answer in the JSON envelope.
import type { Context } from 'hono';
import { fileCaching, type FileAnswer } from '../http/fileResponse.ts';
import type { Services } from '../http/services.ts';
import type { ProductMediaTables } from '../seed/productMedia.ts';

export const attachmentErrors = {
  notFound: 'No such attachment',
} as const;

export async function attachmentFile(c: Context, services: Services): Promise<FileAnswer | null> {
  const idText = c.req.param('binaryObjectId') ?? '';
  if (!/^\d{1,9}$/.test(idText)) return null;
  const row = await services.db
    .withTables<ProductMediaTables>()
    .selectFrom('item_attachments')
    .select(['original_filename', 'content_type', 'content'])
    .where('binary_object_id', '=', Number(idText))
    .executeTakeFirst();
  // The name is part of the address: a file asked for under another name is not found (no guessing by id).
  if (!row || row.original_filename !== c.req.param('originalFilename')) return null;
  return {
    content: row.content,
    contentType: row.content_type,
    disposition: { type: row.content_type === 'application/pdf' ? 'inline' : 'attachment', filename: row.original_filename },
    caching: fileCaching.publicDay,
  };
}
