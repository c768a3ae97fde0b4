// The game art routes (outside the contract, like /api/images/{imageId}): software/softwareImages.ts draws them, the one
// file helper (http/fileResponse.ts) answers them.
import type { Hono } from 'hono';
import { registerFileRoute } from '../http/fileResponse.ts';
import type { Services } from '../http/services.ts';
import { softwareCoverFile, softwareImageMessages, softwareScreenshotFile, softwareTileFile } from '../software/softwareImages.ts';

export function registerSoftwareImageRoutes(app: Hono, services: Services): void {
  registerFileRoute(app, '/images/software/:softwareId', softwareImageMessages.notFound, (c) => softwareTileFile(c, services));
  registerFileRoute(app, '/images/software/:softwareId/cover', softwareImageMessages.notFound, (c) => softwareCoverFile(c, services));
  registerFileRoute(app, '/images/software/:softwareId/screenshots/:index', softwareImageMessages.notFound, (c) => softwareScreenshotFile(c, services));
}
