// The modal shell is a lazy part (issue 21): a file of its own, so its module has not loaded when the test starts,
// as on a first visit to the order page.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { graphicsOptions, graphicsPart, kitLine, kitOrder } from './KitChangeDialog.fixtures.ts';
import { KitChangeDialog } from './index.ts';

describe('KitChangeDialog loads its dialog on demand (issue 21)', { timeout: 20_000 }, () => {
  it('opens the dialog once its code has arrived when Change was pressed without pointing at or focusing it first', async () => {
    render(<KitChangeDialog document={kitOrder} kitLine={kitLine} part={graphicsPart} onLoadOptions={vi.fn(async () => graphicsOptions)} onSave={vi.fn(async () => ({ success: true }))} />);
    const change = screen.getByRole('button', { name: 'Change Graphics Card: MSI GeForce RTX 5070 Ti 16GB Ventus 3X OC' });
    expect(change).toHaveAttribute('aria-haspopup', 'dialog');
    // A bare click (as a touch tap or a script would send): no pointer enter, no focus, so nothing was preloaded.
    fireEvent.click(change);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Change Graphics Card' });
    expect(await within(dialog).findByRole('radio', { name: /RTX 5080/ })).toBeInTheDocument();
  });
});
