import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactForm } from './ContactForm.tsx';

const meta = {
  title: 'Engagement/ContactForm',
  component: ContactForm,
  args: { onSend: fn(async () => true), isStoreSelectable: true, host: 'rigkit.example' },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStoreDropDown: Story = {};

export const WithoutStoreDropDown: Story = { args: { isStoreSelectable: false } };

export const VictorianStore: Story = { args: { defaultStoreName: 'Moorabbin' } };

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Sam Lee');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'sam.lee@example.com.au');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Do you stock the RTX 5080?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Enquiry' }));
    await expect(await canvas.findByText('Your message was sent successfully.')).toBeVisible();
  },
};

export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Sam Lee');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Enquiry' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all contact form fields');
  },
};

export const SendFailed: Story = {
  args: { onSend: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Sam Lee');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'sam.lee@example.com.au');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Enquiry' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There was an issue sending your message.');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
