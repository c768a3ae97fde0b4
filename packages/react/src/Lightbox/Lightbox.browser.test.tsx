// In a real browser: focus trapping and restoring with the real Tab key, and the page's scroll lock, which jsdom
// only imitates.
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Lightbox } from './Lightbox.tsx';

const images = [
  { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'Case, front', caption: 'Front panel' },
  { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'Case, side' },
];

function Gallery() {
  return (
    <Lightbox.Root images={images}>
      <button type="button">Before</button>
      <Lightbox.Trigger index={1}>Open the side view</Lightbox.Trigger>
      <Lightbox.Content>
        <Lightbox.Close />
        <Lightbox.Image />
        <Lightbox.Previous />
        <Lightbox.Next />
      </Lightbox.Content>
    </Lightbox.Root>
  );
}

describe('Lightbox in Chromium', () => {
  it('opens from the keyboard, keeps Tab inside, and returns focus to its trigger on Escape', async () => {
    const screen = await render(<Gallery />);
    const trigger = screen.getByRole('button', { name: 'Open the side view' });
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Image viewer' });
    await expect.element(dialog).toBeVisible();
    for (let step = 0; step < 5; step += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('locks the page scroll while open and releases it when closed', async () => {
    const screen = await render(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the side view' }));
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  });
});
