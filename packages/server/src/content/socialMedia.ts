// fetchInstagramMedia and fetchYoutubePlaylistItems (spec 1 §7, spec 2 §7): the configured sources answer
// (adapters/socialMedia.ts); an unknown playlist is the 404. The client swallows a YouTube failure (spec 2 §7).
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';

export const socialMediaMessages = {
  playlistNotFound: (playlistId: string) => `Playlist ${playlistId} was not found`,
} as const;

export function fetchInstagramMedia(context: OperationContext<'POST', '/fetchInstagramMedia'>) {
  return context.services.instagram.recentMedia({ maxItems: context.body.MaxItems, allowVideos: context.body.allowVideos ?? false });
}

export async function fetchYoutubePlaylistItems(context: OperationContext<'GET', '/fetchYoutubePlaylistItems/{playlistId}'>) {
  const items = await context.services.youtube.playlistItems(context.pathParameters['playlistId']);
  if (items === null) throw new ApiError(404, socialMediaMessages.playlistNotFound(context.pathParameters['playlistId']));
  return items;
}
