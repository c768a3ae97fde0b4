import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockGames } from '../GameList/games.fixtures.ts';
import { GameSelector } from './GameSelector.tsx';

const games = mockGames.slice(0, 7);
const checked = () => screen.getAllByRole('checkbox', { checked: true }).map((box) => box.closest('label')?.textContent?.replace('✓', ''));

describe('GameSelector (spec 1 §2 Software screens, §4, §9)', () => {
  it('shows the tabs "Select up to 5 Games" and "View Compatible PCs", the second waiting for a game', () => {
    render(<GameSelector games={games} compatiblePcs={<p>PCs</p>} />);
    expect(screen.getByRole('tab', { name: 'Select up to 5 Games' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'View Compatible PCs' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Select a game to see compatible PCs.');
  });

  it('offers the resolutions 1080P, 1440P, 4K and the build types Ready to go (595) and Custom Build (786)', async () => {
    const user = userEvent.setup();
    const onResolutionChange = vi.fn();
    const onBuildTypeChange = vi.fn();
    render(<GameSelector games={games} onResolutionChange={onResolutionChange} onBuildTypeChange={onBuildTypeChange} />);
    const resolution = screen.getByRole('radiogroup', { name: 'Resolution' });
    expect(Array.from(resolution.querySelectorAll('label')).map((label) => label.textContent)).toEqual(['1080P', '1440P', '4K']);
    expect(screen.getByRole('radio', { name: '1080P' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Ready to go' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '4K' }));
    await user.click(screen.getByRole('radio', { name: 'Custom Build' }));
    expect(onResolutionChange).toHaveBeenCalledWith('4K');
    expect(onBuildTypeChange).toHaveBeenCalledWith(786);
  });

  it('keeps at most 5 games: a sixth drops the oldest and says so', async () => {
    const user = userEvent.setup();
    const onSelectedGamesChange = vi.fn();
    render(<GameSelector games={games} onSelectedGamesChange={onSelectedGamesChange} />);
    for (const game of games.slice(0, 6)) await user.click(screen.getByRole('checkbox', { name: game.SoftwareName }));
    expect(onSelectedGamesChange).toHaveBeenLastCalledWith([7002, 7003, 7004, 7005, 7006]);
    expect(checked()).toEqual(['Neon Circuit', 'Kingdoms of Verdance', 'Starfall Tactics', 'Iron Horizon', 'Hollow Depths']);
    expect(screen.getByRole('status')).toHaveTextContent('Ashfall Frontier was removed: up to 5 games can be compared.');
    expect(screen.getByText('5 of 5 games selected')).toBeInTheDocument();
  });

  it('never goes below 1 game: the last one stays checked', async () => {
    const user = userEvent.setup();
    const onSelectedGamesChange = vi.fn();
    render(<GameSelector games={games} defaultSelectedGames={[7003]} onSelectedGamesChange={onSelectedGamesChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Kingdoms of Verdance' }));
    expect(screen.getByRole('checkbox', { name: 'Kingdoms of Verdance' })).toBeChecked();
    expect(onSelectedGamesChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Keep at least 1 game selected.');
  });

  it('removes a game while another stays', async () => {
    const user = userEvent.setup();
    render(<GameSelector games={games} defaultSelectedGames={[7001, 7002]} />);
    await user.click(screen.getByRole('checkbox', { name: 'Ashfall Frontier' }));
    expect(checked()).toEqual(['Neon Circuit']);
  });

  it('opens "View Compatible PCs" with the PCs the page drew, by mouse or arrow key', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    render(<GameSelector games={games} defaultSelectedGames={[7001]} onTabChange={onTabChange} compatiblePcs={<p>3 PCs play your games</p>} />);
    await user.click(screen.getByRole('tab', { name: 'View Compatible PCs' }));
    expect(onTabChange).toHaveBeenCalledWith('pcs');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('3 PCs play your games');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Select up to 5 Games' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: 'Ashfall Frontier' })).toBeChecked();
  });

  it('offers a button under the games that opens the PCs once a game is chosen', async () => {
    const user = userEvent.setup();
    render(<GameSelector games={games} compatiblePcs={<p>2 PCs play your games</p>} />);
    expect(screen.queryByRole('button', { name: /Show PCs/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Neon Circuit' }));
    await user.click(screen.getByRole('checkbox', { name: 'Starfall Tactics' }));
    await user.click(screen.getByRole('button', { name: 'Show PCs for 2 games' }));
    expect(screen.getByRole('tab', { name: 'View Compatible PCs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('2 PCs play your games');
  });

  it('follows a controlled selection', () => {
    const { rerender } = render(<GameSelector games={games} selectedGames={[7001]} />);
    expect(checked()).toEqual(['Ashfall Frontier']);
    rerender(<GameSelector games={games} selectedGames={[7004, 7005]} />);
    expect(checked()).toEqual(['Starfall Tactics', 'Iron Horizon']);
  });

  it('names the games group by its label and count, and the choices by theirs', () => {
    render(<GameSelector games={games} defaultSelectedGames={[7001]} />);
    expect(screen.getByRole('group', { name: 'Games' })).toHaveAccessibleDescription('1 of 5 games selected');
    expect(screen.getByRole('radiogroup', { name: 'Build type' })).toContainElement(screen.getByRole('radio', { name: 'Custom Build' }));
  });

  it('rings a game focused from the keyboard, not one pressed with the mouse', async () => {
    const user = userEvent.setup();
    render(<GameSelector games={games} />);
    const tile = (name: string) => screen.getByRole('checkbox', { name }).closest('label');
    await user.click(screen.getByRole('checkbox', { name: 'Neon Circuit' }));
    expect(tile('Neon Circuit')).not.toHaveAttribute('data-focus-visible');
    await user.tab();
    expect(tile('Kingdoms of Verdance')).toHaveAttribute('data-focus-visible');
    expect(tile('Neon Circuit')).not.toHaveAttribute('data-focus-visible');
  });

  it('picks a game with the keyboard', async () => {
    const user = userEvent.setup();
    render(<GameSelector games={games} />);
    screen.getByRole('checkbox', { name: 'Ashfall Frontier' }).focus();
    await user.keyboard(' ');
    expect(checked()).toEqual(['Ashfall Frontier']);
  });
});
