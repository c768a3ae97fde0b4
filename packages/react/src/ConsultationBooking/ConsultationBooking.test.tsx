import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsultationBooking } from './ConsultationBooking.tsx';
import { consultationSlots } from './fixtures.ts';

const melbourne = -660;
const timeBox = () => screen.getByRole('combobox', { name: 'Time' });
const typeBox = () => screen.getByRole('combobox', { name: 'Consultation type' });
// The form's code loads on intent (a lazy part): it is there once its first field is.
const formShown = () => screen.findByRole('combobox', { name: 'Time' });

async function chooseDate(user: ReturnType<typeof userEvent.setup>, day: number) {
  await user.click(screen.getByRole('button', { name: /Choose a date/ }));
  // The cell's name follows the browser's locale ("23 November 2026" or "November 23, 2026").
  await user.click(screen.getByRole('button', { name: new RegExp(`(\\b${day} November|November ${day},) 2026`) }));
}

describe('ConsultationBooking (spec 1 §2, §4, §5, §8)', () => {
  it('is not shown at timezone offset -480 (Perth)', () => {
    const { container } = render(<ConsultationBooking slots={consultationSlots} onBook={vi.fn()} timezoneOffset={-480} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('starts on the intro; "Book Now - View Sessions" reveals the form', async () => {
    const user = userEvent.setup();
    render(<ConsultationBooking slots={consultationSlots} onBook={vi.fn()} timezoneOffset={melbourne} />);
    expect(screen.getByRole('heading', { name: 'Book a free consultation with our experts' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Time' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Now - View Sessions' }));
    expect(await formShown()).toBeDisabled();
    expect(typeBox()).toBeDisabled();
  });

  it('chains date, then time, then type, and books the chosen slot', async () => {
    const user = userEvent.setup();
    const onBook = vi.fn(async () => true as const);
    render(<ConsultationBooking slots={consultationSlots} onBook={onBook} timezoneOffset={melbourne} defaultShowSessions />);
    await formShown();
    await chooseDate(user, 23);
    expect(timeBox()).toBeEnabled();
    expect(typeBox()).toBeDisabled();
    expect([...timeBox().querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose a time', '10:00 am (Melbourne time)', '10:00 am (Perth time)', '2:30 pm (Melbourne time)']);
    await user.selectOptions(timeBox(), '2026-11-23T14:30:00+11:00');
    expect(typeBox()).toBeEnabled();
    await user.selectOptions(typeBox(), 'Video Call');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Liam');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Walker');
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '0412 345 678');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'liam.walker@example.com.au');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ SlotKey: 'MB-20261123-1430', StoreId: 5, AppointmentDateTime: '2026-11-23T14:30:00+11:00', ConsultationType: 'Video Call', MobileNumber: '0412345678', Duration: 30 }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! Your appointment has been created, you will receive an email at liam.walker@example.com.au with all the details.');
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
  });

  it('checks the details with the spec rules before booking', async () => {
    const user = userEvent.setup();
    const onBook = vi.fn(async () => true as const);
    render(<ConsultationBooking slots={consultationSlots} onBook={onBook} timezoneOffset={melbourne} defaultShowSessions />);
    await formShown();
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '0312345678');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByText('Please enter a valid mobile phone number (04XXXXXXXX)')).toBeInTheDocument();
    expect(screen.getByText('Please choose a time')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Please enter your first name');
    expect(onBook).not.toHaveBeenCalled();
  });

  it('keeps names to 25 characters and the mobile to digits', async () => {
    const user = userEvent.setup();
    render(<ConsultationBooking slots={consultationSlots} onBook={vi.fn()} timezoneOffset={melbourne} defaultShowSessions />);
    await formShown();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'A'.repeat(30));
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '04-12 (345) 678');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('A'.repeat(25));
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveValue('0412345678');
  });

  it('shows the server\'s message when the slot was just taken, keeping the form', async () => {
    const user = userEvent.setup();
    const onBook = vi.fn(async () => 'That time has just been booked by someone else. Please choose another time.');
    render(<ConsultationBooking slots={consultationSlots} onBook={onBook} timezoneOffset={melbourne} defaultShowSessions defaultValues={{ firstName: 'Liam', lastName: 'Walker', mobile: '0412345678', email: 'liam@example.com.au' }} />);
    await formShown();
    await chooseDate(user, 25);
    await user.selectOptions(timeBox(), '2026-11-25T11:00:00+11:00');
    await user.selectOptions(typeBox(), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time has just been booked by someone else. Please choose another time.');
  });
});
