import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadToastRegion, Toast } from './Toast.tsx';
import { createToastQueue } from './useToast.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast (spec 2 §4 "Toasts")', () => {
  it('renders no region until a toast is queued', () => {
    render(<Toast.Region queue={createToastQueue()} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the first toast as soon as the region, loaded on demand, arrives', async () => {
    const queue = createToastQueue();
    render(<Toast.Region queue={queue} />);
    act(() => {
      queue.add({ title: 'Added to cart', tone: 'success' }, { timeout: 5000 });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Added to cart');
  });

  it('announces a toast as an alert in a notifications landmark and removes it after its duration', async () => {
    // Loaded beforehand, as the page-idle preload does, so the timeline below is the toast's own.
    await preloadToastRegion();
    vi.useFakeTimers();
    const queue = createToastQueue();
    render(<Toast.Region queue={queue} />);
    act(() => {
      queue.add({ title: 'Added to cart', tone: 'success' }, { timeout: 1000 });
    });
    expect(screen.getByRole('region', { name: /notification/i })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Added to cart');
    expect(screen.getByRole('alertdialog', { name: 'Added to cart' })).toHaveAttribute('data-tone', 'success');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button before its time', async () => {
    await preloadToastRegion();
    const user = userEvent.setup();
    const queue = createToastQueue();
    render(<Toast.Region queue={queue} />);
    act(() => {
      queue.add({ title: 'UV Printing Selection Removed', description: 'Choose a print for the new case.' }, { timeout: 2000 });
    });
    expect(screen.getByRole('alertdialog', { name: 'UV Printing Selection Removed' })).toHaveAccessibleDescription('Choose a print for the new case.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('UV Printing Selection Removed')).not.toBeInTheDocument();
  });
});
