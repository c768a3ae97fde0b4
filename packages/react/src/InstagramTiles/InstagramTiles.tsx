import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { instagramTilesMessages } from './messages.ts';
import type { InstagramTilesProps } from './useInstagramTiles.ts';
import { useInstagramTiles } from './useInstagramTiles.ts';

export interface InstagramTilesComponentProps extends InstagramTilesProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * The store's recent Instagram posts as square tiles (spec 1 §1), each a link to its post on Instagram, which opens
 * in a new tab (an external site; the link says so). A video shows its first frame and plays on Instagram. Renders
 * nothing without posts. Unstyled: `data-state` on the root (empty, ready) and on each tile (image, video, album).
 */
export function InstagramTiles({ className, ...props }: InstagramTilesComponentProps) {
  const { state, tiles } = useInstagramTiles(props);
  if (state === 'empty') return null;
  return (
    <div className={className} data-rigkit="instagram-tiles" data-state={state}>
      <ul aria-label={instagramTilesMessages.list} data-part="list">
        {tiles.map((tile) => (
          <li key={tile.id} data-part="tile" data-state={tile.kind}>
            <a href={tile.href} target="_blank" rel="noopener noreferrer" data-part="link">
              {tile.kind === 'video' ? (
                <video src={tile.src} preload="metadata" muted playsInline aria-label={tile.label} data-part="video" />
              ) : (
                <img src={tile.src} alt={tile.label} loading="lazy" decoding="async" width={350} height={350} data-part="image" />
              )}
              {tile.kind === 'image' ? null : (
                <span data-part="badge">{tile.kind === 'video' ? instagramTilesMessages.video : instagramTilesMessages.album}</span>
              )}
              <VisuallyHidden elementType="span" data-part="hint">
                {` ${instagramTilesMessages.opensInNewTab}`}
              </VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
