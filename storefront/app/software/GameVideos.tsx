// The game page's videos (spec 1 §2 Game view: video embeds). Each video is a play button until pressed, so the
// page loads no third-party frame (and no YouTube cookies) until the shopper asks for it.
import { useState } from 'react';

export function GameVideos({ videoIds, title }: { videoIds: readonly string[]; title: string }) {
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <ul className="game-videos">
      {videoIds.map((videoId, index) => {
        const name = `${title} video ${index + 1}`; // designed
        return (
          <li key={videoId} className="game-video">
            {playing === videoId ? (
              <iframe
                src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
                title={name}
                allow="autoplay; encrypted-media; picture-in-picture"
                allowFullScreen
              />
            ) : (
              <button type="button" className="game-video-play" onClick={() => setPlaying(videoId)}>
                <span aria-hidden="true" className="game-video-icon">
                  ▶
                </span>
                <span>Play {name}</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
