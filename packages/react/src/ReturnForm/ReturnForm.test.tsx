import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createdReturn, returnableItems, returnInvoices } from './ReturnForm.fixtures.ts';
import { ReturnForm } from './ReturnForm.tsx';
import type { ReturnFormProps } from './useReturnForm.ts';

type User = ReturnType<typeof userEvent.setup>;
const MB = 1024 * 1024;
const png = (name = 'mouse.png', size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function setup(overrides: Partial<ReturnFormProps> = {}) {
  const props = {
    invoices: returnInvoices,
    onLoadItems: vi.fn(async () => returnableItems),
    onUpload: vi.fn(async (files: { base64: string; fileName: string }[]) =>
      files.map((file, index) => ({ Success: true, ErrorText: null, BinaryObjectInformation: { BinaryObjectGuid: `6f1d3b5a-7c9e-4a2b-8d4f-1e3c5a7b9d2${String(index)}`, BinaryObjectId: index, OriginalFilename: file.fileName } })),
    ),
    onSubmit: vi.fn(async () => ({ success: true, data: createdReturn })),
    onDownloadAdvice: vi.fn(),
    ...overrides,
  };
  render(<ReturnForm {...props} />);
  return props;
}

async function fill(user: User, options: { photos?: File[]; serial?: string; fault?: string } = {}) {
  await user.selectOptions(screen.getByLabelText('Invoice'), 'SI-552302 (25 Jul 2026)');
  await user.click(await screen.findByRole('radio', { name: /Logitech G502 X/ }));
  if (options.serial !== '') await user.type(screen.getByLabelText('Serial Number'), options.serial ?? 'LGX502-0042');
  if (options.fault !== '') await user.type(screen.getByLabelText('Fault Description'), options.fault ?? 'Left click double-clicks.');
  const photos = options.photos ?? [png()];
  if (photos.length > 0) await user.upload(screen.getByLabelText('Photos'), photos);
}
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit Return' }));

describe('ReturnForm (spec 3 §4.8, §5.5, §8)', { timeout: 20_000 }, () => {
  it('uploads the photo, creates the return and shows the created screen with the reference, instructions and "Make another return"', async () => {
    const user = userEvent.setup({ delay: null });
    const props = setup();
    await fill(user);
    await user.type(screen.getByLabelText('Troubleshooting steps (optional)'), 'Tried another USB port.');
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Return created' })).toHaveFocus();
    expect(props.onLoadItems).toHaveBeenCalledWith(552302);
    expect(props.onUpload).toHaveBeenCalledWith([{ base64: expect.stringMatching(/^data:image\/png;base64,/) as string, fileName: 'mouse.png' }]);
    expect(props.onSubmit).toHaveBeenCalledWith({ InvoiceItemId: 5000102, SerialNumber: 'LGX502-0042', FaultDescription: 'Left click double-clicks.', TroubleshootingSteps: 'Tried another USB port.', PhotoBinaryObjectGuids: ['6f1d3b5a-7c9e-4a2b-8d4f-1e3c5a7b9d20'] });
    expect(screen.getByText('CRA-100000')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveTextContent('within 14 days');
    await user.click(screen.getByRole('button', { name: 'Download Return Advice' }));
    expect(props.onDownloadAdvice).toHaveBeenCalledWith(createdReturn);
    await user.click(screen.getByRole('button', { name: 'Make another return' }));
    expect(screen.getByLabelText('Serial Number')).toHaveValue('');
    expect(screen.getByLabelText('Invoice')).toHaveValue('');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows every rule of the empty form by its field, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const props = setup();
    await submit(user);
    for (const message of ['You must select one item', 'Serial Number is required', 'Fault Description is required', 'Please upload at least one file']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Serial Number')).toHaveAttribute('aria-invalid', 'true');
    expect(props.onUpload).not.toHaveBeenCalled();
  });

  it.each([
    ['four photos', 'Maximum 3 files allowed', [png('a.png'), png('b.png'), png('c.png'), png('d.png')]],
    ['a photo of 5 MB', 'At least one file exceeds the file size limit (5MB)', [png('big.png', 5 * MB)]],
  ])('refuses %s: "%s"', async (_, message, photos) => {
    const user = userEvent.setup({ delay: null });
    const props = setup();
    await fill(user, { photos });
    await submit(user);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(props.onUpload).not.toHaveBeenCalled();
  });

  it('lets a photo be removed before sending', async () => {
    const user = userEvent.setup({ delay: null });
    setup();
    await fill(user, { photos: [png('a.png'), png('b.png')] });
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByText('a.png')).not.toBeInTheDocument();
    expect(screen.getByText('b.png')).toBeInTheDocument();
  });

  it("names a photo the virus scan refused with the server's reason, and creates nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const refused = 'Error saving uploaded image. The file did not pass the virus scan';
    const props = setup({ onUpload: vi.fn(async () => [{ Success: false, ErrorText: refused, BinaryObjectInformation: null }]) });
    await fill(user, { photos: [png('eicar.png')] });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(`eicar.png: ${refused}`);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['the upload fails', { onUpload: vi.fn(async () => Promise.reject(new Error('offline'))) }, 'There was an issue uploading your files. Please try again later.'],
    ['the create call fails', { onSubmit: vi.fn(async () => Promise.reject(new Error('offline'))) }, 'There was an issue creating your return. Please try again later.'],
    ['the server refuses', { onSubmit: vi.fn(async () => ({ success: false, errors: [{ ErrorText: 'This item already has an open return (CRA-100000)' }] })) }, 'This item already has an open return (CRA-100000)'],
  ])('says so when %s', async (_, overrides, message) => {
    const user = userEvent.setup({ delay: null });
    setup(overrides);
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Submit Return' })).toBeEnabled();
  });

  it('says when the items of an invoice could not be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    setup({ onLoadItems: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await user.selectOptions(screen.getByLabelText('Invoice'), 'SI-552301 (13 Oct 2026)');
    const group = screen.getByRole('group', { name: 'Item to return' });
    expect(await within(group).findByRole('alert')).toHaveTextContent('Failed to load the items of this invoice');
  });

  it('composes: a host can show the form without its heading, and the created screen still replaces it', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <ReturnForm.Root invoices={returnInvoices} onLoadItems={vi.fn(async () => returnableItems)} onUpload={vi.fn(async () => [{ Success: true, ErrorText: null, BinaryObjectInformation: { BinaryObjectGuid: '6f1d3b5a-7c9e-4a2b-8d4f-1e3c5a7b9d20', BinaryObjectId: 1, OriginalFilename: 'mouse.png' } }])} onSubmit={vi.fn(async () => ({ success: true, data: createdReturn }))}>
        <ReturnForm.Form />
        <ReturnForm.Created />
      </ReturnForm.Root>,
    );
    expect(screen.queryByRole('heading', { name: 'Return a Product' })).not.toBeInTheDocument();
    await fill(user);
    await submit(user);
    expect(await screen.findByText('CRA-100000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Return' })).not.toBeInTheDocument();
    expect(() => render(<ReturnForm.Form />)).toThrow('ReturnForm.Form must be inside ReturnForm.Root');
  });
});
