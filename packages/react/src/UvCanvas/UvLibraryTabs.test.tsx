// The designer's library tabs (issue 20 item 4): real ARIA tabs a keyboard user can move through.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UvLibraryTabs } from './UvLibraryTabs.tsx';

type Key = 'mine' | 'ai' | 'ple';
const tabs = [
  { key: 'mine' as const, label: 'My Artwork' },
  { key: 'ai' as const, label: 'AI Generator' },
  { key: 'ple' as const, label: 'PLE Artwork' },
];

function Libraries({ onIntent }: { onIntent?: (key: Key) => void }) {
  const [tab, setTab] = useState<Key>('ple');
  return (
    <UvLibraryTabs tabs={tabs} selectedKey={tab} onSelectionChange={setTab} onIntent={onIntent} aria-label="Artwork libraries">
      {(key) => <p>{`Contents of ${key}`}</p>}
    </UvLibraryTabs>
  );
}

describe('UvLibraryTabs', () => {
  it('shows the libraries as a tab list whose open tab names its panel', () => {
    render(<Libraries />);
    expect(screen.getByRole('tablist', { name: 'Artwork libraries' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My Artwork', 'AI Generator', 'PLE Artwork']);
    expect(screen.getByRole('tab', { name: 'PLE Artwork' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'PLE Artwork' })).toHaveTextContent('Contents of ple');
  });

  it('moves between tabs with the arrow keys from one Tab stop, and opens a tab on click', async () => {
    const user = userEvent.setup();
    render(<Libraries />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'PLE Artwork' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'AI Generator' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'AI Generator' })).toHaveTextContent('Contents of ai');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'My Artwork' })).toHaveTextContent('Contents of mine');
    await user.click(screen.getByRole('tab', { name: 'PLE Artwork' }));
    expect(screen.getByRole('tab', { name: 'PLE Artwork' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Contents of mine')).not.toBeInTheDocument();
  });

  it('reports intent when a tab is pointed at or focused, before it is opened, so its panel can start loading', async () => {
    const user = userEvent.setup();
    const onIntent = vi.fn();
    render(<Libraries onIntent={onIntent} />);
    await user.hover(screen.getByRole('tab', { name: 'AI Generator' }));
    expect(onIntent).toHaveBeenLastCalledWith('ai');
    expect(screen.getByRole('tab', { name: 'AI Generator' })).toHaveAttribute('aria-selected', 'false');
    await user.tab();
    expect(onIntent).toHaveBeenLastCalledWith('ple');
  });
});
