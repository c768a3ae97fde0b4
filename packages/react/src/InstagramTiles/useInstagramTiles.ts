import { instagramTilesMessages } from './messages.ts';

/** One post as fetchInstagramMedia answers it (spec 1 §3: id, permalink, media_type, media_url). */
export interface InstagramMedia {
  id: string;
  permalink: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  media_url: string;
}

export interface InstagramTilesProps {
  /** The posts, newest first (fetchInstagramMedia). */
  media: readonly InstagramMedia[];
  /** At most this many tiles. @default all of them */
  maxItems?: number;
}

export interface InstagramTile {
  id: string;
  href: string;
  src: string;
  label: string;
  mediaType: InstagramMedia['media_type'];
  /** data-state of the tile: the kind of post, named. */
  kind: 'image' | 'video' | 'album';
}

export interface InstagramTilesAria {
  state: 'empty' | 'ready';
  tiles: readonly InstagramTile[];
}

const kinds = { IMAGE: 'image', VIDEO: 'video', CAROUSEL_ALBUM: 'album' } as const;

/**
 * The tiles of the store's recent Instagram posts (spec 1 §1 "Instagram media tiles", §3 media fields): each links to
 * its post. The pictures are Instagram's own addresses (or the local source's), not catalogue image ids, so they do
 * not go through the provider's image function.
 */
export function useInstagramTiles(props: InstagramTilesProps): InstagramTilesAria {
  const shown = props.media.slice(0, props.maxItems ?? props.media.length);
  return {
    state: shown.length === 0 ? 'empty' : 'ready',
    tiles: shown.map((media, index) => ({
      id: media.id,
      href: media.permalink,
      src: media.media_url,
      label: instagramTilesMessages.tile(index + 1, shown.length, media.media_type),
      mediaType: media.media_type,
      kind: kinds[media.media_type],
    })),
  };
}
