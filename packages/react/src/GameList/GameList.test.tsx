import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameList } from './GameList.tsx';
import { mockGames } from './games.fixtures.ts';
import { RigkitProvider } from '../RigkitProvider/RigkitProvider.tsx';

describe('GameList (spec 1 §2: tiles linking to game pages)', () => {
  it('links each game to /software/{softwareId}/{name slug}', () => {
    render(<GameList games={mockGames.slice(0, 3)} />);
    const list = screen.getByRole('list', { name: 'Games' });
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ashfall Frontier', '/software/7001/ashfall-frontier'],
      ['Neon Circuit', '/software/7002/neon-circuit'],
      ['Kingdoms of Verdance', '/software/7003/kingdoms-of-verdance'],
    ]);
  });

  it('draws links through renderLink and images through imageUrl', () => {
    render(
      <RigkitProvider
        renderLink={({ href, children }) => (
          <a href={href} data-router="yes">
            {children}
          </a>
        )}
      >
        <GameList
          games={[{ SoftwareId: 9, SoftwareName: 'Frostbound', ImageUrl: '/api/images/software/9' }]}
          label="Popular games"
          imageUrl={(url) => `${url}?width=264`}
        />
      </RigkitProvider>,
    );
    expect(screen.getByRole('link', { name: 'Frostbound' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('list', { name: 'Popular games' }).querySelector('img')).toHaveAttribute('src', '/api/images/software/9?width=264');
  });

  it('marks an empty list', () => {
    render(<GameList games={[]} />);
    expect(screen.getByRole('list', { name: 'Games' })).toHaveAttribute('data-state', 'empty');
  });
});
