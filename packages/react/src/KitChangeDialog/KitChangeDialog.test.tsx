import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RigkitProvider } from '../RigkitProvider/RigkitProvider.tsx';
import { graphicsOptions, graphicsPart, kitLine, kitOrder } from './KitChangeDialog.fixtures.ts';
import { KitChangeDialog, type KitChangeDialogComponentProps } from './index.ts';

function setup(overrides: Partial<KitChangeDialogComponentProps> = {}) {
  const props: KitChangeDialogComponentProps = {
    document: kitOrder,
    kitLine,
    part: graphicsPart,
    onLoadOptions: vi.fn(async () => graphicsOptions),
    onSave: vi.fn(async () => ({ success: true })),
    ...overrides,
  };
  render(
    <RigkitProvider imageUrl={(id, width) => `/images/${String(id)}?w=${String(width)}`}>
      <KitChangeDialog {...props} />
    </RigkitProvider>,
  );
  return props;
}
const changeButton = () => screen.getByRole('button', { name: 'Change Graphics Card: MSI GeForce RTX 5070 Ti 16GB Ventus 3X OC' });

describe('KitChangeDialog (spec 3 §4.8, §9)', { timeout: 20_000 }, () => {
  it('lists the options with what each adds, saves another card for the build and closes', async () => {
    const user = userEvent.setup({ delay: null });
    const props = setup();
    await user.click(changeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Change Graphics Card' });
    expect(props.onLoadOptions).toHaveBeenCalledWith(graphicsPart);
    const current = await within(dialog).findByRole('radio', { name: /RTX 5070 Ti .*Current part/ });
    expect(current).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /RTX 5060 Ti .*-\$480\.00/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /RTX 5080 .*\+\$550\.00/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(props.onSave).toHaveBeenCalledWith({ SalesOrderItemId: 5000010, KitItemId: 5000013, KitId: 640001, KitCategoryId: 15, InventoryItemId: 612400, Quantity: 1 });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows images 175 wide, 150 under 900 px, and switches between grid and compact list', async () => {
    const user = userEvent.setup({ delay: null });
    setup();
    await user.click(changeButton());
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radio', { name: /RTX 5080/ });
    const picture = dialog.querySelector('[data-part="option-image"]');
    expect(picture?.querySelector('img')?.getAttribute('src')).toBe('/images/612345?w=175');
    expect(picture?.querySelector('source')?.getAttribute('srcset')).toBe('/images/612345?w=150');
    const options = within(dialog).getByRole('group', { name: 'Change Graphics Card' });
    expect(options).toHaveAttribute('data-grid-type', 'grid');
    await user.click(within(dialog).getByRole('radio', { name: 'List' }));
    expect(options).toHaveAttribute('data-grid-type', 'compactlist');
  });

  it("keeps the dialog open with the server's reason when the save is refused, and Cancel closes it", async () => {
    const user = userEvent.setup({ delay: null });
    setup({ onSave: vi.fn(async () => ({ success: false, errors: [{ ErrorText: 'The build is Being Built and its parts can no longer be changed' }] })) });
    await user.click(changeButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /RTX 5080/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The build is Being Built and its parts can no longer be changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // React Aria gives focus back to the trigger in the frame after the dialog unmounts.
    await waitFor(() => expect(changeButton()).toHaveFocus());
  });

  it('says "Unable to change item" when the save call fails, and offers Try Again when the options fail to load', async () => {
    const user = userEvent.setup({ delay: null });
    const onLoadOptions = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(graphicsOptions);
    setup({ onLoadOptions, onSave: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await user.click(changeButton());
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load the options for this part');
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await user.click(await within(dialog).findByRole('radio', { name: /RTX 5080/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to change item');
  });

  it.each([
    ['the order is Being Built', { document: { DocumentType: 'Sales Order', DocumentStatus: 'Being Built' } }],
    ['the remote build has started', { kitLine: { ...kitLine, RemoteBuildSalesOrderStatus: 'Being Built' } }],
    ['the document is a quote', { document: { DocumentType: 'Quote', DocumentStatus: 'Open Quote' } }],
  ] as const)('offers no Change when %s (spec 3 §4.8)', (_, overrides) => {
    setup(overrides);
    expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
  });

  it('offers Change while the order status is missing (spec 3 §4.8)', () => {
    setup({ document: { DocumentType: 'Sales Order', DocumentStatus: '' } });
    expect(changeButton()).toBeInTheDocument();
  });

  it('composes: a host can leave the layout choice out of the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <KitChangeDialog.Root document={kitOrder} kitLine={kitLine} part={graphicsPart} onLoadOptions={vi.fn(async () => graphicsOptions)} onSave={vi.fn(async () => ({ success: true }))}>
        <KitChangeDialog.Trigger />
        <KitChangeDialog.Dialog>
          <KitChangeDialog.Title />
          <KitChangeDialog.Options />
          <KitChangeDialog.Actions />
        </KitChangeDialog.Dialog>
      </KitChangeDialog.Root>,
    );
    await user.click(changeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Change Graphics Card' });
    expect(await within(dialog).findByRole('radio', { name: /RTX 5080/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Show as' })).not.toBeInTheDocument();
    expect(() => render(<KitChangeDialog.Options />)).toThrow('KitChangeDialog.Options must be inside KitChangeDialog.Root');
  });
});
