// The local Instagram and YouTube pictures (outside the contract, like /api/images/{imageId}):
// content/socialMediaImages.ts draws them, the one file helper (http/fileResponse.ts) answers them.
import type { Hono } from 'hono';
import { instagramPictureFile, socialMediaImageMessages, youtubePosterFile } from '../content/socialMediaImages.ts';
import { registerFileRoute } from '../http/fileResponse.ts';

export function registerSocialMediaImageRoutes(app: Hono): void {
  registerFileRoute(app, '/media/instagram/:file', socialMediaImageMessages.notFound, instagramPictureFile);
  registerFileRoute(app, '/media/youtube/:file', socialMediaImageMessages.notFound, youtubePosterFile);
}
