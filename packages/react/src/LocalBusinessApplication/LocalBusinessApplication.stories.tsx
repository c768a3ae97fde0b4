import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LocalBusinessApplication } from './LocalBusinessApplication.tsx';

const filled = {
  businessName: 'Dandenong Print Co',
  abn: '51 824 753 556',
  website: 'dandenongprint.com.au',
  contactName: 'Jane Citizen',
  email: 'jane@dandenongprint.com.au',
  phone: '(03) 9555-1234',
  address: '12 Frankston Road',
  suburb: 'Dandenong South',
  postcode: '3175',
};

const meta = {
  title: 'Engagement/LocalBusinessApplication',
  component: LocalBusinessApplication,
  args: { onSubmit: fn(async () => true) },
} satisfies Meta<typeof LocalBusinessApplication>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Invalid: Story = {
  args: { defaultValues: { ...filled, abn: '5182475355', email: 'jane@' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields correctly.');
    await expect(canvas.getByText('ABN must be 11 numbers')).toBeVisible();
  },
};

export const Submitted: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }));
    await expect(await canvas.findByText('Thank you for your application')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, args: Invalid.args, play: Invalid.play };
