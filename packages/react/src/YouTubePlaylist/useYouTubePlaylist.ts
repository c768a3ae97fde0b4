import { useControlledState } from 'react-stately/useControlledState';
import type { NativeButtonProps } from '../internal/useNativeButton.ts';
import { youTubePlaylistMessages } from './messages.ts';

/** One playlist item as fetchYoutubePlaylistItems answers it (spec 2 §7: snippet with thumbnails, resourceId.videoId, description). */
export interface YouTubePlaylistItem {
  snippet: {
    title?: string;
    description?: string;
    thumbnails?: Record<string, { url?: string; width?: number; height?: number }>;
    resourceId: { videoId: string };
  };
}

export interface YouTubePlaylistProps {
  /** The playlist's videos in order; an empty list (a failed fetch, which the spec swallows) renders nothing. */
  items: readonly YouTubePlaylistItem[];
  /** The video playing (controlled); null for none. */
  playingVideoId?: string | null;
  /** The video playing at first when uncontrolled. @default null */
  defaultPlayingVideoId?: string | null;
  /** Called when the shopper starts a video. */
  onPlayingVideoIdChange?: (videoId: string | null) => void;
  /** The player's address for a video. @default YouTube's privacy-enhanced embed (youtube-nocookie.com), autoplaying */
  playerUrl?: (videoId: string) => string;
}

export interface YouTubeVideo {
  videoId: string;
  title: string;
  description: string;
  posterUrl: string | undefined;
  /** data-state of the video: its poster, or the player once pressed. */
  state: 'poster' | 'playing';
  playerUrl: string;
  playerTitle: string;
  playButtonProps: NativeButtonProps;
}

export interface YouTubePlaylistAria {
  state: 'empty' | 'ready';
  videos: readonly YouTubeVideo[];
}

/** Privacy-first by default: the nocookie host sets no cookies until the video plays. */
export const youTubeEmbedUrl = (videoId: string): string => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;

/** The largest thumbnail YouTube gave, from the names it uses. */
function posterOf(item: YouTubePlaylistItem): string | undefined {
  const thumbnails = item.snippet.thumbnails ?? {};
  for (const name of ['maxres', 'standard', 'high', 'medium', 'default']) {
    const url = thumbnails[name]?.url;
    if (url) return url;
  }
  return Object.values(thumbnails).find((thumbnail) => thumbnail.url)?.url;
}

/**
 * Behaviour of the playlist (issue 19 item 6, privacy-first): every video shows its poster and a play button, and
 * only a pressed one becomes YouTube's player, so nothing is loaded from YouTube before the shopper asks. One video
 * plays at a time: starting another turns the first back into its poster.
 */
export function useYouTubePlaylist(props: YouTubePlaylistProps): YouTubePlaylistAria {
  const [playing, setPlaying] = useControlledState<string | null>(props.playingVideoId as string | null, props.defaultPlayingVideoId ?? null, props.onPlayingVideoIdChange);
  const playerUrl = props.playerUrl ?? youTubeEmbedUrl;
  const videos = props.items.map((item) => {
    const videoId = item.snippet.resourceId.videoId;
    const title = item.snippet.title ?? videoId;
    return {
      videoId,
      title,
      description: item.snippet.description ?? '',
      posterUrl: posterOf(item),
      state: playing === videoId ? ('playing' as const) : ('poster' as const),
      playerUrl: playerUrl(videoId),
      playerTitle: youTubePlaylistMessages.player(title),
      playButtonProps: { 'aria-label': youTubePlaylistMessages.play(title), onPress: () => setPlaying(videoId) },
    };
  });
  return { state: videos.length === 0 ? 'empty' : 'ready', videos };
}
