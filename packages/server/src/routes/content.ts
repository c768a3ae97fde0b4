// The operations of content/ (content.ts), registered with the contract's method and path.
import type { Register } from '../http/operation.ts';
import { bannersForItemList, kitCategoryOptions, lookupWebpage, trackBanner } from '../content/content.ts';
import { fetchInstagramMedia, fetchYoutubePlaylistItems } from '../content/socialMedia.ts';

export function registerContentRoutes(register: Register): void {
  register('POST', '/BannerActiveTrack', trackBanner);
  register('POST', '/fetchBannersForItemList', bannersForItemList);
  register('POST', '/lookupWebpage', lookupWebpage);
  register('POST', '/fetchKitCategoryOptions', kitCategoryOptions);
  register('POST', '/fetchInstagramMedia', fetchInstagramMedia);
  register('GET', '/fetchYoutubePlaylistItems/{playlistId}', fetchYoutubePlaylistItems);
}
