// Instagram and YouTube behind small interfaces (ARCHITECTURE "Third parties"): fetchInstagramMedia and
// fetchYoutubePlaylistItems ask these, never the networks themselves. The local implementations serve the seeded
// posts and playlist (seed/socialMedia.ts) with pictures this server draws; production adapters would call the
// Instagram Graph API and the YouTube Data API with the store's keys, chosen by configuration.
import type { Schema } from '../contract/schemas.ts';
import { seededInstagramPosts, seededPlaylistId, seededPlaylistVideos } from '../seed/socialMedia.ts';

export type InstagramMedia = Schema<'InstagramMedia'>;
export type YoutubePlaylistItem = Schema<'YoutubePlaylistItem'>;

export interface InstagramSource {
  /** The newest posts first, at most `maxItems`, without videos unless `allowVideos`. */
  recentMedia(options: { maxItems: number; allowVideos: boolean }): Promise<InstagramMedia[]>;
}

export interface YoutubeSource {
  /** The playlist's videos in order, or null when there is no such playlist. */
  playlistItems(playlistId: string): Promise<YoutubePlaylistItem[] | null>;
}

/** Where the local pictures are served (routes/socialMediaImages.ts). */
export const instagramPictureUrl = (id: string): string => `/api/media/instagram/${id}.svg`;
export const youtubePosterUrl = (videoId: string): string => `/api/media/youtube/${videoId}.svg`;

export function createLocalInstagramSource(): InstagramSource {
  return {
    recentMedia: ({ maxItems, allowVideos }) =>
      Promise.resolve(
        seededInstagramPosts
          .filter((post) => allowVideos || post.media_type !== 'VIDEO')
          .slice(0, maxItems)
          .map((post) => ({ id: post.id, permalink: `https://www.instagram.com/p/${post.shortcode}/`, media_type: post.media_type, media_url: instagramPictureUrl(post.id) })),
      ),
  };
}

export function createLocalYoutubeSource(): YoutubeSource {
  return {
    playlistItems: (playlistId) =>
      Promise.resolve(
        playlistId !== seededPlaylistId
          ? null
          : seededPlaylistVideos.map((video) => ({
              snippet: {
                title: video.title,
                description: video.description,
                thumbnails: { medium: { url: youtubePosterUrl(video.videoId), width: 320, height: 180 } },
                resourceId: { videoId: video.videoId },
              },
            })),
      ),
  };
}
