// An item's files (spec 2 §2 "attachments (safety data sheets)", §3 Attachments[BinaryObjectId, OriginalFilename]),
// served at the designed address GET /api/attachments/{BinaryObjectId}/{OriginalFilename} (contract
// fetchAttachment). The answer is the file itself; errors answer in the JSON envelope.
import type { Hono } from 'hono';
import { ApiError } from '../http/envelope.ts';
import type { Services } from '../http/services.ts';
import type { ProductMediaTables } from '../seed/productMedia.ts';

export const attachmentErrors = {
  notFound: 'No such attachment',
} as const;

export function registerAttachmentRoutes(app: Hono, services: Services): void {
  app.get('/attachments/:binaryObjectId/:originalFilename', async (c) => {
    const idText = c.req.param('binaryObjectId');
    if (!/^\d{1,9}$/.test(idText)) throw new ApiError(404, attachmentErrors.notFound);
    const row = await services.db
      .withTables<ProductMediaTables>()
      .selectFrom('item_attachments')
      .select(['original_filename', 'content_type', 'content'])
      .where('binary_object_id', '=', Number(idText))
      .executeTakeFirst();
    // The name is part of the address: a file asked for under another name is not found (no guessing by id).
    if (!row || row.original_filename !== c.req.param('originalFilename')) throw new ApiError(404, attachmentErrors.notFound);
    const disposition = row.content_type === 'application/pdf' ? 'inline' : 'attachment';
    return c.body(new Uint8Array(row.content), 200, {
      'Content-Type': row.content_type,
      'Content-Disposition': `${disposition}; filename="${row.original_filename}"`,
      'Content-Length': String(row.content.byteLength),
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
