// YouTube playlist texts (all designed: spec 2 §7 names the call and its fields only).
export const youTubePlaylistMessages = {
  list: 'Videos',
  play: (title: string) => `Play ${title}`,
  player: (title: string) => `${title} (YouTube video)`,
  privacy: 'Nothing is loaded from YouTube until you press play.',
} as const;
