import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstagramTiles } from './InstagramTiles.tsx';
import type { InstagramMedia } from './useInstagramTiles.ts';

const post = (n: number, media_type: InstagramMedia['media_type'] = 'IMAGE'): InstagramMedia => ({
  id: `1789569566800455${n}`,
  permalink: `https://www.instagram.com/p/C1a2B3c4D5${n}/`,
  media_type,
  media_url: `/api/media/instagram/1789569566800455${n}.svg`,
});

describe('InstagramTiles (spec 1 §1 §3)', () => {
  it('links each post to Instagram in a new tab, saying so, with its picture', () => {
    render(<InstagramTiles media={[post(0), post(1, 'CAROUSEL_ALBUM')]} />);
    const list = screen.getByRole('list', { name: 'Instagram posts' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName('Instagram post 1 of 2 (opens Instagram in a new tab)');
    expect(links[0]).toHaveAttribute('href', 'https://www.instagram.com/p/C1a2B3c4D50/');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(list).getByRole('img', { name: 'Instagram post 1 of 2' })).toHaveAttribute('src', '/api/media/instagram/17895695668004550.svg');
    expect(within(links[1] as HTMLElement).getByText('Album')).toBeInTheDocument();
  });

  it('shows at most maxItems tiles, and a video as a video', () => {
    const { container } = render(<InstagramTiles media={[post(0, 'VIDEO'), post(1), post(2)]} maxItems={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('video')).toHaveAttribute('aria-label', 'Instagram video 1 of 2');
    expect(screen.getByText('Video')).toBeInTheDocument();
  });

  it('renders nothing without posts', () => {
    const { container } = render(<InstagramTiles media={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
