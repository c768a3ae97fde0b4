// Instagram tiles texts (spec 1 §1 "Instagram media tiles"; all designed: the spec quotes none).
export const instagramTilesMessages = {
  list: 'Instagram posts',
  /** The contract's media carries no caption, so a tile is named by its place and kind. */
  tile: (position: number, total: number, mediaType: string) => `${mediaType === 'VIDEO' ? 'Instagram video' : 'Instagram post'} ${position} of ${total}`,
  opensInNewTab: '(opens Instagram in a new tab)',
  album: 'Album',
  video: 'Video',
} as const;
