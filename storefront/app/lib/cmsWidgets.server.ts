// The data of the widgets a CMS page carries (lib/cmsWidgets.ts), fetched on the server with the page: only for the
// slots the page has, each failure leaving its widget out rather than failing the page.
import type { RigkitClient } from '@rigkit/api-client';
import type { CmsSegment, CmsWidgetData } from './cmsWidgets.ts';

/** The reference store's build-guide playlist, when a slot names none (designed configuration). */
export const defaultPlaylistId = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';

export async function loadCmsWidgetData(client: RigkitClient, segments: readonly CmsSegment[], signal: AbortSignal): Promise<CmsWidgetData> {
  const slot = (name: string) => segments.find((segment) => segment.kind === 'widget' && segment.name === name);
  const instagram = slot('InstagramTiles');
  const youtube = slot('YouTubePlaylist');
  const maxItems = Number(instagram?.kind === 'widget' ? instagram.options['maxItems'] : undefined);
  const playlistId = (youtube?.kind === 'widget' ? youtube.options['playlistId'] : undefined) || defaultPlaylistId;
  const [instagramMedia, youtubeItems, reviews] = await Promise.all([
    instagram
      ? client
          .POST('/fetchInstagramMedia', { body: { MaxItems: Number.isInteger(maxItems) && maxItems >= 1 && maxItems <= 50 ? maxItems : 8, allowVideos: false }, signal })
          .then(({ data }) => data.data ?? [])
          .catch(() => [])
      : [],
    youtube
      ? client
          .GET('/fetchYoutubePlaylistItems/{playlistId}', { params: { path: { playlistId } }, signal })
          .then(({ data }) => data.data ?? [])
          .catch(() => [])
      : [],
    slot('ReviewCarousel')
      ? client
          .GET('/fetchReviews', { signal })
          .then(({ data }) => (data.data ?? []).slice(0, 12))
          .catch(() => [])
      : [],
  ]);
  return { instagram: instagramMedia, youtube: youtubeItems, reviews };
}
