import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { YouTubePlaylist } from './YouTubePlaylist.tsx';
import type { YouTubePlaylistItem } from './useYouTubePlaylist.ts';

const video = (videoId: string, title: string): YouTubePlaylistItem => ({
  snippet: { title, description: `About ${title}`, thumbnails: { medium: { url: `/api/media/youtube/${videoId}.svg`, width: 320, height: 180 } }, resourceId: { videoId } },
});
const items = [video('rk5070tibld', 'RTX 5070 Ti build guide'), video('rkuvprint01', 'UV printing a glass side panel')];

describe('YouTubePlaylist (privacy-first embeds)', () => {
  it('shows posters and no player until a video is pressed', () => {
    const { container } = render(<YouTubePlaylist items={items} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play RTX 5070 Ti build guide' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'UV printing a glass side panel' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/media/youtube/rk5070tibld.svg');
  });

  it('turns the pressed poster into the nocookie player with the keyboard, focused; one video plays at a time', async () => {
    const user = userEvent.setup();
    const onPlayingVideoIdChange = vi.fn();
    render(<YouTubePlaylist items={items} onPlayingVideoIdChange={onPlayingVideoIdChange} />);
    screen.getByRole('button', { name: 'Play RTX 5070 Ti build guide' }).focus();
    await user.keyboard('{Enter}');
    const player = screen.getByTitle('RTX 5070 Ti build guide (YouTube video)');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/rk5070tibld?autoplay=1&rel=0');
    expect(player).toHaveFocus();
    expect(onPlayingVideoIdChange).toHaveBeenLastCalledWith('rk5070tibld');
    await user.click(screen.getByRole('button', { name: 'Play UV printing a glass side panel' }));
    expect(screen.queryByTitle('RTX 5070 Ti build guide (YouTube video)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play RTX 5070 Ti build guide' })).toBeInTheDocument();
    expect(screen.getByTitle('UV printing a glass side panel (YouTube video)')).toBeInTheDocument();
  });

  it('uses the player address it is given', async () => {
    const user = userEvent.setup();
    render(<YouTubePlaylist items={items} playerUrl={(id) => `/local-player/${id}`} />);
    await user.click(screen.getByRole('button', { name: 'Play UV printing a glass side panel' }));
    expect(within(screen.getByRole('list', { name: 'Videos' })).getByTitle('UV printing a glass side panel (YouTube video)')).toHaveAttribute('src', '/local-player/rkuvprint01');
  });

  it('renders nothing for an empty playlist (a swallowed failure)', () => {
    const { container } = render(<YouTubePlaylist items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
