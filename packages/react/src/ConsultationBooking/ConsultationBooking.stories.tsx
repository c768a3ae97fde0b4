import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsultationBooking } from './ConsultationBooking.tsx';
import { consultationSlots } from './fixtures.ts';

const meta = {
  title: 'Engagement/ConsultationBooking',
  component: ConsultationBooking,
  args: { slots: consultationSlots, onBook: fn(async () => true as const), timezoneOffset: -660 },
} satisfies Meta<typeof ConsultationBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = {};

// The form's code loads on intent (a lazy part): a story showing it waits for its first field.
const formShown: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('combobox', { name: 'Time' });
};

export const Sessions: Story = { args: { defaultShowSessions: true }, play: formShown };

/** Spec 1 §2: nothing at all for a Perth visitor (offset -480). */
export const PerthTimezone: Story = {
  args: { timezoneOffset: -480 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-rigkit="consultation-booking"]')).toBeNull();
  },
};

export const Invalid: Story = {
  args: { defaultShowSessions: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Time' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile' }), '0312345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(canvas.getByText('Please enter a valid mobile phone number (04XXXXXXXX)')).toBeVisible();
  },
};

export const Booked: Story = {
  args: { defaultShowSessions: true, defaultValues: { firstName: 'Liam', lastName: 'Walker', mobile: '0412345678', email: 'liam.walker@example.com.au' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Choose a date/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: /(\b25 November|November 25,) 2026/ }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time' }), '2026-11-25T11:00:00+11:00');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Consultation type' }), 'Chat');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(await canvas.findByText('Thanks! Your appointment has been created, you will receive an email at liam.walker@example.com.au with all the details.')).toBeVisible();
  },
};

export const Mobile: Story = { args: { defaultShowSessions: true }, globals: { viewport: { value: 'mobile', isRotated: false } }, play: formShown };
