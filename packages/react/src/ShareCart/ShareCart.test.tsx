import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShareCart } from './ShareCart.tsx';

const shortLink = 'https://rk.example/s/9Qx2';

describe('ShareCart (spec 2 §2 Share, §8)', () => {
  it('shows the short link after Share and copies it with "Link copied to clipboard"', async () => {
    const user = userEvent.setup();
    const copyText = vi.fn(async () => undefined);
    render(<ShareCart onShare={async () => shortLink} copyText={copyText} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('textbox', { name: 'Link to this cart' })).toHaveValue(shortLink);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(copyText).toHaveBeenCalledWith(shortLink);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard');
  });

  it('copies with the browser clipboard by default', async () => {
    const user = userEvent.setup();
    render(<ShareCart onShare={async () => shortLink} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(shortLink);
  });

  it('selects the whole link when the shopper focuses it', async () => {
    const user = userEvent.setup();
    render(<ShareCart onShare={async () => shortLink} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const box = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Link to this cart' });
    await user.click(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, shortLink.length]);
  });

  it('gives the keyboard focus, dropped while Share is disabled, to the new link (selected for copying)', async () => {
    const user = userEvent.setup();
    render(<ShareCart onShare={async () => shortLink} />);
    screen.getByRole('button', { name: 'Share' }).focus();
    await user.keyboard('{Enter}');
    const box = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Link to this cart' });
    expect(box).toHaveFocus();
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, shortLink.length]);
  });

  it('gives the focus back to Share when the link cannot be made', async () => {
    const user = userEvent.setup();
    render(<ShareCart onShare={() => Promise.reject(new Error('down'))} />);
    screen.getByRole('button', { name: 'Share' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });

  it('leaves the focus where the shopper moved it while the link was being made', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ShareCart onShare={async () => shortLink} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await screen.findByRole('textbox', { name: 'Link to this cart' });
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('shows the spec alert when the link cannot be made', async () => {
    const user = userEvent.setup();
    render(<ShareCart onShare={() => Promise.reject(new Error('500'))} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an issue sharing your cart. Please reload the page.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('makes one link at a time', async () => {
    const user = userEvent.setup();
    const onShare = vi.fn(() => new Promise<string>(() => undefined));
    render(<ShareCart onShare={onShare} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('button', { name: 'Sharing' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sharing' }));
    expect(onShare).toHaveBeenCalledTimes(1);
  });

  it('leaves the link selected for copying by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    render(<ShareCart onShare={async () => shortLink} copyText={() => Promise.reject(new Error('denied'))} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link to this cart' });
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, shortLink.length]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
