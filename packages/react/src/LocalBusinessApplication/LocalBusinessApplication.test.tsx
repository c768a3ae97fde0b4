import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocalBusinessApplication } from './LocalBusinessApplication.tsx';

const box = (name: string) => screen.getByRole('textbox', { name });

async function fillApplication(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Business name': 'Dandenong Print Co',
    ABN: '51 824 753 556',
    Website: 'dandenongprint.com.au',
    'Contact name': 'Jane Citizen',
    Email: 'jane@dandenongprint.com.au',
    Phone: '(03) 9555-1234',
    Address: '12 Frankston Road',
    Suburb: 'Dandenong South',
    Postcode: '3175',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) if (value !== '') await user.type(box(label), value);
}

describe('LocalBusinessApplication (spec 1 §2 §4 §5)', () => {
  it('sends a complete application with Apply now and thanks the applicant', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<LocalBusinessApplication onSubmit={onSubmit} />);
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ businessName: 'Dandenong Print Co', abn: '51 824 753 556', state: 'Victoria', postcode: '3175' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your application');
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('keeps the state at Victoria and locked', () => {
    render(<LocalBusinessApplication onSubmit={vi.fn()} />);
    expect(box('State')).toHaveValue('Victoria');
    expect(box('State')).toBeDisabled();
  });

  it.each([
    ['ABN', '5182475355', 'ABN must be 11 numbers'],
    ['Website', 'a.au', 'Please enter a valid URL'],
    ['Email', 'jane@', 'Please enter a valid email address'],
    ['Phone', '955-12', 'Please enter a valid phone number'],
  ])('a bad %s shows its message on the field and the alert, and sends nothing', async (label, value, message) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<LocalBusinessApplication onSubmit={onSubmit} />);
    await fillApplication(user, { [label]: '' });
    await user.type(box(label), value);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields correctly.');
    expect(box(label)).toHaveAccessibleDescription(message);
    expect(box(label)).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says "Please fill in all required fields correctly." when the send fails, keeping what was typed', async () => {
    const user = userEvent.setup();
    render(<LocalBusinessApplication onSubmit={async () => Promise.reject(new Error('503'))} />);
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields correctly.');
    expect(box('Business name')).toHaveValue('Dandenong Print Co');
  });

  it('a part outside its Root names both', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<LocalBusinessApplication.Fields />)).toThrow('LocalBusinessApplication.Fields must be inside LocalBusinessApplication.Root');
  });
});
