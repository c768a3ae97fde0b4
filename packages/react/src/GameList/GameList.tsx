import type { GameListProps } from './useGameList.ts';
import { useGameList } from './useGameList.ts';
import { useRenderLink } from '../RigkitProvider/RigkitProvider.tsx';

export interface GameListComponentProps extends GameListProps {
  /** Class name of the root element. */
  className?: string;
  /** Turns a game's ImageUrl into the address to load (e.g. a sized variant). @default the ImageUrl as given */
  imageUrl?: (imageUrl: string) => string;
}

/**
 * The game list (spec 1 §2 Software screens): a tile per game with its box art, linking to the game page.
 * Unstyled: `data-state` (empty, filled) on the list.
 */
export function GameList(props: GameListComponentProps) {
  const list = useGameList(props);
  const renderLink = useRenderLink();
  const imageUrl = props.imageUrl ?? ((url: string) => url);
  return (
    <ul {...list.listProps} className={props.className}>
      {list.tiles.map((tile) => (
        <li key={tile.game.SoftwareId} data-part="tile">
          {renderLink({
            href: tile.href,
            'data-part': 'link',
            children: (
              <>
                {tile.game.ImageUrl ? <img src={imageUrl(tile.game.ImageUrl)} alt="" data-part="image" loading="lazy" width={264} height={352} /> : null}
                <span data-part="name">{tile.game.SoftwareName}</span>
              </>
            ),
          })}
        </li>
      ))}
    </ul>
  );
}
