import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UgcUpload } from './UgcUpload.tsx';
import type { UgcUploadResult } from './useUgcUpload.ts';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, { type: 'image/png' });
const uploaded: UgcUploadResult = { Success: true, BinaryObjectGuid: '6f1d3b5a-7c9e-4a2b-8d4f-1e3c5a7b9d2f', ErrorText: null };

const meta = {
  title: 'Engagement/UgcUpload',
  component: UgcUpload,
  args: { onUpload: fn(async () => uploaded), onSubmit: fn(async () => true) },
} satisfies Meta<typeof UgcUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One file uploaded, one refused by the virus scan, one still waiting behind an upload that does not finish. */
export const FileStates: Story = {
  args: {
    onUpload: fn(async ({ fileName }: { fileName: string }): Promise<UgcUploadResult> => {
      if (fileName.includes('eicar')) return { Success: false, ErrorText: 'Error saving uploaded image. The file did not pass the virus scan' };
      if (fileName.includes('slow')) return new Promise<UgcUploadResult>(() => undefined);
      return uploaded;
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Photos'), [png('my white build.png'), png('eicar.png'), png('slow one.png'), png('last.png')]);
    const list = canvas.getByRole('list', { name: 'Your files' });
    await expect(await within(list).findByText('Waiting Upload')).toBeVisible();
    await expect(within(list).getByText('Uploading')).toBeVisible();
    await expect(within(list).getByText('Uploaded')).toBeVisible();
    await expect(within(list).getByText('Error saving uploaded image. The file did not pass the virus scan')).toBeVisible();
  },
};

export const NothingToSend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please provide a description or enter some text');
  },
};

export const SendFailed: Story = {
  args: { onSubmit: fn(async () => false), defaultValues: { customerName: 'Mia Nguyen', customerEmail: 'mia.nguyen@example.com.au' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Our LAN party rig');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all required fields correctly.');
  },
};

export const Completed: Story = {
  args: { defaultValues: { customerName: 'Mia Nguyen', customerEmail: 'mia.nguyen@example.com.au' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Our LAN party rig');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Thank you for your submission. We will be in touch if we use your content.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: FileStates.play,
  args: FileStates.args,
};
