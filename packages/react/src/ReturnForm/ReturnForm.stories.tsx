/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../../../storefront/app/theme/widgets/returns.css';
import { createdReturn, returnableItems, returnInvoices } from './ReturnForm.fixtures.ts';
import { ReturnForm } from './ReturnForm.tsx';
import type { ReturnUploadResult } from './useReturnForm.ts';

// A real 1 x 1 PNG, as a photo the shopper picks.
const pngBytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const photo = (name: string) => new File([pngBytes], name, { type: 'image/png' });

const meta = {
  title: 'Account/ReturnForm',
  component: ReturnForm,
  args: {
    invoices: returnInvoices,
    onLoadItems: fn(async () => returnableItems),
    onUpload: fn(async (files: { base64: string; fileName: string }[]): Promise<readonly ReturnUploadResult[]> => files.map((file, index) => ({ Success: true, ErrorText: null, BinaryObjectInformation: { BinaryObjectGuid: `6f1d3b5a-7c9e-4a2b-8d4f-1e3c5a7b9d2${String(index)}`, BinaryObjectId: index, OriginalFilename: file.fileName } }))),
    onSubmit: fn(async () => ({ success: true, data: createdReturn })),
    onDownloadAdvice: fn(),
  },
} satisfies Meta<typeof ReturnForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, photos: File[]) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(canvas.getByLabelText('Invoice'), 'SI-552302 (25 Jul 2026)');
  await userEvent.click(await canvas.findByRole('radio', { name: /Logitech G502 X/ }));
  await userEvent.type(canvas.getByLabelText('Serial Number'), 'LGX502-0042');
  await userEvent.type(canvas.getByLabelText('Fault Description'), 'Left click double-clicks.');
  await userEvent.upload(canvas.getByLabelText('Photos'), photos);
}

/** The empty form. */
export const Playground: Story = {};

/** Every rule of spec 3 §5.5 shown by its field after submitting the empty form. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Return' }));
    await expect(canvas.getByText('Please upload at least one file')).toBeVisible();
  },
};

/** Filled in, with two photos chosen. */
export const Filled: Story = {
  args: { defaultInvoiceId: 552302 },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, [photo('mouse-front.png'), photo('mouse-serial.png')]);
    await expect(within(canvasElement).getByText('mouse-serial.png')).toBeVisible();
  },
};

/** The scanner refused a photo (the EICAR test file). */
export const PhotoRefused: Story = {
  args: { onUpload: fn(async (_files: { base64: string; fileName: string }[]): Promise<readonly ReturnUploadResult[]> => [{ Success: false, ErrorText: 'Error saving uploaded image. The file did not pass the virus scan', BinaryObjectInformation: null }]) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, [photo('eicar.png')]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Return' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('eicar.png: Error saving uploaded image. The file did not pass the virus scan');
    // Whether Submit kept its focus ring through being disabled while it sent depends on the machine's pace: the
    // baseline has nothing focused.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The created screen: reference, instructions, download and "Make another return". */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, [photo('mouse-front.png')]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Return' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Return created' })).toBeVisible();
  },
};

/** Under 900 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Invalid.play,
};
