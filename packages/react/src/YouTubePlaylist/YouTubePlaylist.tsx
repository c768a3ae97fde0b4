import { useEffect, useRef } from 'react';
import { PartButton } from '../internal/PartButton.tsx';
import { youTubePlaylistMessages } from './messages.ts';
import type { YouTubePlaylistProps, YouTubeVideo } from './useYouTubePlaylist.ts';
import { useYouTubePlaylist } from './useYouTubePlaylist.ts';

export interface YouTubePlaylistComponentProps extends YouTubePlaylistProps {
  /** Class name of the root element. */
  className?: string;
}

function Player({ video }: { video: YouTubeVideo }) {
  const ref = useRef<HTMLIFrameElement>(null);
  // The play button the shopper pressed is gone: the keyboard focus goes to the player that replaced it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <iframe
      ref={ref}
      src={video.playerUrl}
      title={video.playerTitle}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      data-part="player"
    />
  );
}

/**
 * A YouTube playlist embedded privacy-first (issue 19 item 6): a poster with a play button per video that becomes the
 * player on press. Renders nothing for an empty list (spec 2 §7: a failed fetch is swallowed). Unstyled:
 * `data-state` on the root (empty, ready) and on each video (poster, playing).
 */
export function YouTubePlaylist({ className, ...props }: YouTubePlaylistComponentProps) {
  const { state, videos } = useYouTubePlaylist(props);
  if (state === 'empty') return null;
  return (
    <div className={className} data-rigkit="youtube-playlist" data-state={state}>
      <p data-part="privacy">{youTubePlaylistMessages.privacy}</p>
      <ul aria-label={youTubePlaylistMessages.list} data-part="list">
        {videos.map((video) => (
          <li key={video.videoId} data-part="video" data-state={video.state}>
            <div data-part="frame">
              {video.state === 'playing' ? (
                <Player video={video} />
              ) : (
                <PartButton button={video.playButtonProps} part="play">
                  {video.posterUrl ? <img src={video.posterUrl} alt="" loading="lazy" decoding="async" width={320} height={180} data-part="poster" /> : null}
                  <span data-part="play-icon" aria-hidden="true">
                    ▶
                  </span>
                </PartButton>
              )}
            </div>
            <h3 data-part="title">{video.title}</h3>
            {video.description ? <p data-part="description">{video.description}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
