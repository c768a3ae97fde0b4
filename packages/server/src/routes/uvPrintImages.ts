// The designer's pictures (outside the contract): found by uvPrint/storedImages.ts, answered through the one file
// helper (http/fileResponse.ts).
import type { Hono } from 'hono';
import { registerFileRoute } from '../http/fileResponse.ts';
import type { Services } from '../http/services.ts';
import { uvServerMessages } from '../uvPrint/messages.ts';
import { panelPreviewFile } from '../uvPrint/panelPreview.ts';
import { generatedImageFile, panelPrintFile, sampleArtworkFile, uploadedImageFile } from '../uvPrint/storedImages.ts';

export function registerUvPrintImageRoutes(app: Hono, services: Services): void {
  registerFileRoute(app, '/uv/binary/:guid', uvServerMessages.binaryNotFound, (c) => uploadedImageFile(c, services));
  registerFileRoute(app, '/uv/print/:code/:file', uvServerMessages.designNotFound, (c) => panelPrintFile(c, services));
  registerFileRoute(app, '/uv/preview/:code/:file', uvServerMessages.designNotFound, (c) => panelPreviewFile(c, services));
  registerFileRoute(app, '/uv/ai/:guid', uvServerMessages.binaryNotFound, (c) => generatedImageFile(c, services));
  registerFileRoute(app, '/uv/library/:file', uvServerMessages.binaryNotFound, sampleArtworkFile);
}
