import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Popup } from './Popup.tsx';
import type { PopupRootProps } from './Popup.tsx';
import { POPUP_LOCKOUT_MS } from './usePopup.ts';

function makeClock(start = 10_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

function Example(props: Partial<PopupRootProps>) {
  return (
    <Popup.Root {...props}>
      <Popup.Trigger>Shipping details</Popup.Trigger>
      <Popup.Content>
        <Popup.Title>Shipping details</Popup.Title>
        <p>Free delivery to most metro postcodes.</p>
        <Popup.Close />
      </Popup.Content>
    </Popup.Root>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Shipping details' });

describe('Popup (spec 2 §2 "Popups have a 500 ms lockout after each open or close")', () => {
  it('uses the spec 2 §9 lockout of 500 ms', () => {
    expect(POPUP_LOCKOUT_MS).toBe(500);
  });

  it('opens as a modal dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(trigger()).toHaveAttribute('data-state', 'closed');
    await user.click(trigger());
    const dialog = screen.getByRole('dialog', { name: 'Shipping details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Free delivery to most metro postcodes.')).toBeInTheDocument();
  });

  it('ignores a close within 500 ms of opening, then closes once the lockout has passed', async () => {
    const user = userEvent.setup();
    const clock = makeClock();
    const onOpenChange = vi.fn();
    render(<Example now={clock.now} onOpenChange={onOpenChange} />);
    await user.click(trigger());
    clock.advance(499);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    clock.advance(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('ignores reopening within 500 ms of a close', async () => {
    const user = userEvent.setup();
    const clock = makeClock();
    render(<Example now={clock.now} />);
    await user.click(trigger());
    clock.advance(600);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    clock.advance(200);
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    clock.advance(300);
    await user.click(trigger());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('applies the lockout to Escape as well', async () => {
    const user = userEvent.setup();
    const clock = makeClock();
    render(<Example now={clock.now} />);
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    clock.advance(POPUP_LOCKOUT_MS);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('can be controlled: it asks through onOpenChange and shows what it is given', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(<Example isOpen={false} onOpenChange={onOpenChange} />);
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Example isOpen onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('starts the lockout when its owner opens it, too', async () => {
    const user = userEvent.setup();
    const clock = makeClock();
    const onOpenChange = vi.fn();
    const { rerender } = render(<Example isOpen={false} onOpenChange={onOpenChange} now={clock.now} />);
    rerender(<Example isOpen onOpenChange={onOpenChange} now={clock.now} />);
    clock.advance(100);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    clock.advance(400);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('starts open with defaultOpen and can be named by aria-label without a title', () => {
    render(
      <Popup.Root defaultOpen>
        <Popup.Content aria-label="Promotion terms">
          <p>Terms apply.</p>
        </Popup.Content>
      </Popup.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Promotion terms' })).toBeInTheDocument();
  });
});
