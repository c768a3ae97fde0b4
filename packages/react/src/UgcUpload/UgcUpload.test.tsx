import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UgcUpload } from './UgcUpload.tsx';
import type { UgcUploadResult } from './useUgcUpload.ts';

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name: string) => new File([new Uint8Array(pngBytes)], name, { type: 'image/png' });
const uploaded = (guid: string): UgcUploadResult => ({ Success: true, BinaryObjectGuid: guid, ErrorText: null });
const picker = () => screen.getByLabelText('Photos');
const fileRow = (name: string) => within(screen.getByRole('list', { name: 'Your files' })).getByText(name).closest('li') as HTMLElement;

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Mia Nguyen');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mia.nguyen@example.com.au');
}

describe('UgcUpload (spec 2 §2 §4 §5 §8)', () => {
  it('uploads a picked photo under its sanitised name, then sends it and thanks the shopper', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn(async () => uploaded('6f1d3b5a-7c9e-4a2b-8d4f-1e3c5a7b9d2f'));
    const onSubmit = vi.fn(async () => true);
    render(<UgcUpload onUpload={onUpload} onSubmit={onSubmit} />);
    await fillDetails(user);
    await user.upload(picker(), png('My build (final)!.png'));
    expect(await within(fileRow('customer-ugc-Mybuildfinal.png')).findByText('Uploaded')).toBeInTheDocument();
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'customer-ugc-Mybuildfinal.png' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'My white build');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      customerName: 'Mia Nguyen',
      customerEmail: 'mia.nguyen@example.com.au',
      description: 'My white build',
      files: [{ fileName: 'customer-ugc-Mybuildfinal.png', BinaryObjectGuid: '6f1d3b5a-7c9e-4a2b-8d4f-1e3c5a7b9d2f' }],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your submission. We will be in touch if we use your content.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows Waiting Upload for a file queued behind one that is Uploading', async () => {
    const user = userEvent.setup();
    let finish: (result: UgcUploadResult) => void = () => undefined;
    const onUpload = vi.fn(() => new Promise<UgcUploadResult>((resolve) => (finish = resolve)));
    render(<UgcUpload onUpload={onUpload} onSubmit={vi.fn()} />);
    await user.upload(picker(), [png('one.png'), png('two.png')]);
    expect(await within(fileRow('customer-ugc-one.png')).findByText('Uploading')).toBeInTheDocument();
    expect(within(fileRow('customer-ugc-two.png')).getByText('Waiting Upload')).toBeInTheDocument();
    finish(uploaded('a'));
    expect(await within(fileRow('customer-ugc-one.png')).findByText('Uploaded')).toBeInTheDocument();
    expect(await within(fileRow('customer-ugc-two.png')).findByText('Uploading')).toBeInTheDocument();
  });

  it('never uploads a waiting file the shopper removed', async () => {
    const user = userEvent.setup();
    let finish: (result: UgcUploadResult) => void = () => undefined;
    const onUpload = vi.fn(() => new Promise<UgcUploadResult>((resolve) => (finish = resolve)));
    render(<UgcUpload onUpload={onUpload} onSubmit={vi.fn()} />);
    await user.upload(picker(), [png('one.png'), png('two.png')]);
    await within(fileRow('customer-ugc-one.png')).findByText('Uploading');
    await user.click(screen.getByRole('button', { name: 'Remove customer-ugc-two.png' }));
    finish(uploaded('a'));
    expect(await within(fileRow('customer-ugc-one.png')).findByText('Uploaded')).toBeInTheDocument();
    expect(screen.queryByText('customer-ugc-two.png')).not.toBeInTheDocument();
    expect(onUpload).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not an image by its bytes without uploading it, whatever its name says', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onUpload = vi.fn(async () => uploaded('a'));
    render(<UgcUpload onUpload={onUpload} onSubmit={vi.fn()} />);
    await user.upload(picker(), new File(['MZ fake executable'], 'holiday.png', { type: 'image/png' }));
    const row = fileRow('customer-ugc-holiday.png');
    expect(await within(row).findByText('Error')).toBeInTheDocument();
    expect(row).toHaveTextContent('Error saving uploaded image. Content type not permitted');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses a file over 30 MB with the spec message without uploading it', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn(async () => uploaded('a'));
    render(<UgcUpload onUpload={onUpload} onSubmit={vi.fn()} />);
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 30 * 1024 * 1024 + 1 });
    await user.upload(picker(), big);
    expect(await within(fileRow('customer-ugc-big.png')).findByText('Error saving uploaded image, please ensure file is less than 30mb')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (the virus scan) on the file, or 'Error uploading image' when the call fails", async () => {
    const user = userEvent.setup();
    const onUpload = vi
      .fn<(file: { fileName: string; content: Blob }) => Promise<UgcUploadResult>>()
      .mockResolvedValueOnce({ Success: false, ErrorText: 'Error saving uploaded image. The file did not pass the virus scan' })
      .mockRejectedValueOnce(new Error('network'));
    render(<UgcUpload onUpload={onUpload} onSubmit={vi.fn()} />);
    await user.upload(picker(), [png('eicar.png'), png('other.png')]);
    expect(await within(fileRow('customer-ugc-eicar.png')).findByText('Error saving uploaded image. The file did not pass the virus scan')).toBeInTheDocument();
    expect(await within(fileRow('customer-ugc-other.png')).findByText('Error uploading image')).toBeInTheDocument();
  });

  it('will not submit while a file failed until it is removed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<UgcUpload onUpload={async () => ({ Success: false, ErrorText: null })} onSubmit={onSubmit} />);
    await fillDetails(user);
    await user.upload(picker(), png('broken.png'));
    await within(fileRow('customer-ugc-broken.png')).findByText('Error uploading image');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'My build');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please remove the files that could not be uploaded');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove customer-ugc-broken.png' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ description: 'My build', files: [] }));
  });

  it('asks for a file or a description, and for a real description when only blanks were typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<UgcUpload onUpload={vi.fn()} onSubmit={onSubmit} />);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide a description or enter some text');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('Please provide a description');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says "Please fill in all required fields correctly." when the send fails, and keeps the form', async () => {
    const user = userEvent.setup();
    render(<UgcUpload onUpload={vi.fn()} onSubmit={async () => false} defaultValues={{ customerName: 'Mia Nguyen', customerEmail: 'mia.nguyen@example.com.au' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A text idea');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields correctly.');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('A text idea');
  });

  it('a part outside its Root names both', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<UgcUpload.Files />)).toThrow('UgcUpload.Files must be inside UgcUpload.Root');
  });
});
