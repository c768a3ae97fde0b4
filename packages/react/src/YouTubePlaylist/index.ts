export { YouTubePlaylist } from './YouTubePlaylist.tsx';
export type { YouTubePlaylistComponentProps } from './YouTubePlaylist.tsx';
export { useYouTubePlaylist, youTubeEmbedUrl } from './useYouTubePlaylist.ts';
export type { YouTubePlaylistAria, YouTubePlaylistItem, YouTubePlaylistProps, YouTubeVideo } from './useYouTubePlaylist.ts';
export { youTubePlaylistMessages } from './messages.ts';
