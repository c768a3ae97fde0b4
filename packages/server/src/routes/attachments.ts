// An item's files (contract fetchAttachment), found by catalogue/itemAttachments.ts and answered through the one file
// helper (http/fileResponse.ts).
import type { Hono } from 'hono';
import { attachmentErrors, attachmentFile } from '../catalogue/itemAttachments.ts';
import { registerFileRoute } from '../http/fileResponse.ts';
import type { Services } from '../http/services.ts';

export function registerAttachmentRoutes(app: Hono, services: Services): void {
  registerFileRoute(app, '/attachments/:binaryObjectId/:originalFilename', attachmentErrors.notFound, (c) => attachmentFile(c, services));
}
