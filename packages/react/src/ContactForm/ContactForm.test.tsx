import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm.tsx';

const send = () => screen.getByRole('button', { name: 'Send Enquiry' });
const box = (name: string) => screen.getByRole('textbox', { name });

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; message?: string }) {
  if (values.name) await user.type(box('Name'), values.name);
  if (values.email) await user.type(box('Email'), values.email);
  if (values.message) await user.type(box('Message'), values.message);
}

describe('ContactForm (spec 1 §2, §5, §8)', () => {
  it('sends the enquiry to the chosen store, then clears the form with the spec notice', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => true);
    render(<ContactForm onSend={onSend} isStoreSelectable host="rigkit.example" />);
    expect(screen.getByRole('combobox', { name: 'Store' })).toHaveValue('Wangara');
    expect(screen.getByText('You are contacting wangara@rigkit.example')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Store' }), 'Osborne Park');
    expect(screen.getByRole('combobox', { name: 'Store' })).toHaveAccessibleDescription('You are contacting osbornepark@rigkit.example');
    await fill(user, { name: 'Sam Lee', email: 'sam.lee@example.com.au', message: 'Do you stock the RTX 5080?' });
    await user.click(send());
    expect(onSend).toHaveBeenCalledWith({ storeName: 'Osborne Park', customerName: 'Sam Lee', customerEmail: 'sam.lee@example.com.au', customerMessage: 'Do you stock the RTX 5080?' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your message was sent successfully.');
    expect(box('Name')).toHaveValue('');
    expect(box('Message')).toHaveValue('');
  });

  it.each([
    [{}, 'Please fill in some form details'],
    [{ name: 'Sam Lee', message: 'Hello' }, 'Please fill in all contact form fields'],
    [{ name: 'Sam Lee', email: 'sam.lee@', message: 'Hello' }, 'Please enter a valid email address'],
  ])('with %j shows "%s" and sends nothing', async (values, alert) => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => true);
    render(<ContactForm onSend={onSend} />);
    await fill(user, values);
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent(alert);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says "Contact form message too long. Please reduce input size" over 1000 characters of name', async () => {
    const user = userEvent.setup();
    render(<ContactForm onSend={vi.fn(async () => true)} defaultValues={{ customerName: 'x'.repeat(1001) }} />);
    await fill(user, { email: 'sam@example.com', message: 'Hi' });
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Contact form message too long. Please reduce input size');
  });

  it.each([
    ['answers false', vi.fn(async () => false)],
    ['throws', vi.fn(async () => Promise.reject(new Error('500')))],
  ])('keeps the text and shows "There was an issue sending your message." when the send %s', async (_, onSend) => {
    const user = userEvent.setup();
    render(<ContactForm onSend={onSend} />);
    await fill(user, { name: 'Sam Lee', email: 'sam@example.com', message: 'Hello' });
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an issue sending your message.');
    expect(box('Message')).toHaveValue('Hello');
  });

  it('has no store drop-down unless asked, and sends no storeName then', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => true);
    render(<ContactForm onSend={onSend} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await fill(user, { name: 'Sam Lee', email: 'sam@example.com', message: 'Hello' });
    await user.keyboard('{Tab}{Enter}');
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ storeName: undefined }));
  });
});
