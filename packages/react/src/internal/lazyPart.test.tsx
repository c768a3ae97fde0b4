import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, useLazyPart, usePreloadWhenIdle } from './lazyPart.ts';

const part = (text: string) => {
  const importer = vi.fn(async () => ({ text }));
  return { importer, part: lazyPart(importer) };
};

function Popup({ part: popup, isOpen }: { part: ReturnType<typeof lazyPart<{ text: string }>>; isOpen: boolean }) {
  const module = useLazyPart(popup, isOpen);
  return <p>{module ? module.text : 'not loaded'}</p>;
}

describe('a widget part loaded on demand', () => {
  it('loads once, however often it is asked for', async () => {
    const { importer, part: popup } = part('menu');
    await Promise.all([popup.load(), popup.load()]);
    await popup.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(popup.current()).toEqual({ text: 'menu' });
  });

  it('asks again after a failed load, so a network error does not lose the part for good', async () => {
    const importer = vi.fn<() => Promise<{ text: string }>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ text: 'menu' });
    const popup = lazyPart(importer);
    await expect(popup.load()).rejects.toThrow('Failed to fetch');
    expect(popup.current()).toBeUndefined();
    await expect(popup.load()).resolves.toEqual({ text: 'menu' });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(popup.current()).toEqual({ text: 'menu' });
  });

  it('stays unloaded until needed, then renders the part when it arrives', async () => {
    const { importer, part: popup } = part('menu');
    const { rerender } = render(<Popup part={popup} isOpen={false} />);
    expect(screen.getByText('not loaded')).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
    rerender(<Popup part={popup} isOpen />);
    expect(await screen.findByText('menu')).toBeInTheDocument();
  });

  it('renders a part already loaded in the first commit, without waiting', async () => {
    const { part: popup } = part('dialog');
    await popup.load();
    render(<Popup part={popup} isOpen />);
    expect(screen.getByText('dialog')).toBeInTheDocument();
  });

  it('preloads when the page is idle', async () => {
    const { importer, part: popup } = part('lightbox');
    function Gallery() {
      usePreloadWhenIdle(popup);
      return null;
    }
    render(<Gallery />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(popup.current()).toEqual({ text: 'lightbox' });
  });
});
