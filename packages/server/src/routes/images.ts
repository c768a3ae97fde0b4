// The generated pictures (outside the contract; catalogue/productImages.ts draws them), answered through the one file
// helper (http/fileResponse.ts).
import type { Hono } from 'hono';
import { noneImageFile, productImageFile, productImageMessages } from '../catalogue/productImages.ts';
import { registerFileRoute } from '../http/fileResponse.ts';
import type { Services } from '../http/services.ts';

export function registerImageRoutes(app: Hono, services: Services): void {
  registerFileRoute(app, '/images/none/:name', productImageMessages.notFound, noneImageFile);
  registerFileRoute(app, '/images/:imageId', productImageMessages.notFound, (c) => productImageFile(c, services));
}
