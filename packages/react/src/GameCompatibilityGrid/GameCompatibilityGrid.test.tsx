import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { COMPATIBILITY_COLOURS, INCOMPATIBLE_COLOUR } from '@rigkit/domain/software';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameCompatibilityGrid } from './GameCompatibilityGrid.tsx';
import { mockGameCompatibility } from './GameCompatibilityGrid.fixtures.ts';

const tileNames = () => within(screen.getByRole('list')).getAllByRole('listitem').map((tile) => tile.querySelector("[data-part='name']")?.textContent);

describe('GameCompatibilityGrid (spec 2 §2, §9)', () => {
  it('shows 5 columns and 2 rows (10 games) a page on desktop', () => {
    render(<GameCompatibilityGrid entries={mockGameCompatibility} label="Ryzen 7 RTX 5070 Gaming PC" viewportWidth={1280} />);
    expect(screen.getByRole('region', { name: 'Ryzen 7 RTX 5070 Gaming PC' })).toHaveAttribute('data-columns', '5');
    expect(tileNames()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('shows 3 columns and 2 rows (6 games) a page on mobile', () => {
    render(<GameCompatibilityGrid entries={mockGameCompatibility} label="PC" viewportWidth={390} />);
    expect(screen.getByRole('region', { name: 'PC' })).toHaveAttribute('data-columns', '3');
    expect(tileNames()).toEqual(['Ashfall Frontier', 'Neon Circuit', 'Kingdoms of Verdance', 'Starfall Tactics', 'Iron Horizon', 'Hollow Depths']);
  });

  it('pages to the next games and back with the buttons', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<GameCompatibilityGrid entries={mockGameCompatibility} label="PC" viewportWidth={390} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous games' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next games' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(tileNames()).toEqual(['Velocity Rush', 'Frostbound', 'Echoes of Arden', 'Skyward Legion', 'Rift Runners', 'Dustwalker']);
    expect(screen.getByRole('button', { name: 'Next games' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous games' }));
    expect(tileNames()[0]).toBe('Ashfall Frontier');
  });

  it.each([
    [4, '5', 'Plays at 4K'],
    [3, '4', 'Plays at 1440P'],
    [2, '3', 'Plays at 1080P'],
    [1, '2', 'Minimum settings'],
    [0, '1', 'Below minimum'],
    [-1, '0', 'Incompatible'],
  ])('draws level %s as a bar of %s steps and reads "%s"', (level, steps, text) => {
    render(<GameCompatibilityGrid entries={[{ SoftwareId: 1, SoftwareName: 'Neon Circuit', MaximumCompatibilityLevel: level }]} label="PC" viewportWidth={1280} />);
    const tile = screen.getByRole('listitem');
    expect(tile).toHaveAttribute('data-level', String(level));
    expect(tile.querySelector("[data-part='bar']")).toHaveAttribute('data-steps', steps);
    expect(within(tile).getByText(text)).toBeInTheDocument();
  });

  it('has no pager when every game fits on one page', () => {
    render(<GameCompatibilityGrid entries={mockGameCompatibility.slice(0, 4)} label="PC" viewportWidth={1280} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when there is nothing to check', () => {
    render(<GameCompatibilityGrid entries={[]} label="PC" viewportWidth={1280} />);
    expect(screen.getByText('No games to check yet.')).toBeInTheDocument();
  });
});

describe('the theme draws the spec values', () => {
  const css = (name: string) => readFileSync(resolve(import.meta.dirname, `../../../../storefront/app/theme/widgets/${name}.css`), 'utf8');

  it.each(['game-compatibility-grid', 'compatibility-wheel'])('%s colours levels 0–4 and incompatible as the domain sets them', (name) => {
    const text = css(name);
    for (const [level, colour] of Object.entries(COMPATIBILITY_COLOURS)) expect(text).toContain(`--rk-compat-level-${level}: ${colour};`);
    expect(text).toContain(`--rk-compat-incompatible: ${INCOMPATIBLE_COLOUR};`);
  });

  it('gives 35 px per level and a bar height for each of the 5 steps', () => {
    const text = css('game-compatibility-grid');
    expect(text).toContain('--rk-compat-step: 35px;');
    for (const steps of [1, 2, 3, 4, 5]) expect(text).toContain(`[data-steps='${steps}'] {\n  height: calc(var(--rk-compat-step) * ${steps});`);
  });
});
