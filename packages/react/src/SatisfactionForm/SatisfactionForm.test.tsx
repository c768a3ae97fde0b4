import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SatisfactionForm } from './SatisfactionForm.tsx';

const feedbackBox = () => screen.getByRole('textbox', { name: 'Your feedback' });
const send = () => screen.getByRole('button', { name: 'Send Feedback' });

describe('SatisfactionForm (spec 3 §2.12, §5.6, §9)', () => {
  it('sends the stars and the trimmed feedback, then thanks the customer', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    render(<SatisfactionForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(feedbackBox(), '  Friendly staff at Osborne Park.  ');
    await user.click(send());
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4, feedback: 'Friendly staff at Osborne Park.', requiresResponse: false, email: '', phone: '' });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you !');
  });

  it('says "Feedback is empty" for blank feedback, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SatisfactionForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(feedbackBox(), '   ');
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Feedback is empty');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for both contact details when contact is requested, then checks the phone', async () => {
    const user = userEvent.setup();
    render(<SatisfactionForm defaultValue={{ rating: 3, feedback: 'Slow delivery.' }} onSubmit={vi.fn(async () => {})} />);
    await user.click(screen.getByRole('checkbox', { name: 'I would like to be contacted about my feedback' }));
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Email or Phone is empty!');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mia.nguyen@example.com.au');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '555-1234');
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('phone pattern is invalid');
  });

  it('keeps the feedback to 230 characters and counts them', async () => {
    const user = userEvent.setup();
    render(<SatisfactionForm defaultValue={{ feedback: 'x'.repeat(229) }} onSubmit={vi.fn()} />);
    await user.type(feedbackBox(), 'yz');
    expect(feedbackBox()).toHaveValue(`${'x'.repeat(229)}y`);
    expect(feedbackBox()).toHaveAccessibleDescription('230/230 characters');
  });

  it('says when the feedback could not be sent and keeps it', async () => {
    const user = userEvent.setup();
    render(<SatisfactionForm defaultValue={{ rating: 5, feedback: 'Great.' }} onSubmit={() => Promise.reject(new Error('offline'))} />);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your feedback. Please try again.');
    expect(feedbackBox()).toHaveValue('Great.');
  });
});
