import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VerifyAmount } from './VerifyAmount.tsx';

const amountBox = () => screen.getByRole('textbox', { name: 'Amount charged to your card ($)' });
const tooMany = "We're sorry there have been too many attempts, please contact your local store.";
const wrong = 'Sorry that was the wrong amount or there was some other error, please contact your local store.';

describe('VerifyAmount (spec 3 §2.5, §4.3, §5.3, §8)', () => {
  it('loads, then verifies the amount typed, with anything but digits and one point stripped', async () => {
    const user = userEvent.setup();
    const onAttempt = vi.fn(async () => true);
    const { rerender } = render(<VerifyAmount attemptsUsed={undefined} onAttempt={onAttempt} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(<VerifyAmount attemptsUsed={0} onAttempt={onAttempt} />);
    expect(screen.getByText('4 attempts left')).toBeInTheDocument();
    await user.type(amountBox(), '$1.3.7{Enter}');
    expect(onAttempt).toHaveBeenCalledWith('1.37');
    expect(await screen.findByText('Thank you, your order is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says a wrong amount is wrong and lets the shopper try again, counting down', async () => {
    const user = userEvent.setup();
    render(<VerifyAmount attemptsUsed={1} onAttempt={async () => false} />);
    await user.type(amountBox(), '2.00{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    expect(screen.getByText('2 attempts left')).toBeInTheDocument();
    expect(amountBox()).toBeInTheDocument();
  });

  it('after the fourth wrong amount shows the too-many message and no form', async () => {
    const user = userEvent.setup();
    render(<VerifyAmount attemptsUsed={3} onAttempt={async () => false} />);
    await user.type(amountBox(), '2.00{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens at too many when the server counted 4 already', () => {
    render(<VerifyAmount attemptsUsed={4} onAttempt={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('asks for the amount before sending anything, and reads a failed request as the wrong-amount message', async () => {
    const user = userEvent.setup();
    const onAttempt = vi.fn(() => Promise.reject(new Error('offline')));
    render(<VerifyAmount attemptsUsed={0} onAttempt={onAttempt} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the amount')).toBeInTheDocument();
    expect(amountBox()).toHaveAccessibleDescription('Please enter the amount');
    expect(onAttempt).not.toHaveBeenCalled();
    await user.type(amountBox(), '1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<VerifyAmount attemptsUsed={0} value="4.2" onChange={onChange} onAttempt={vi.fn()} />);
    expect(amountBox()).toHaveValue('4.2');
    await user.type(amountBox(), 'x5');
    expect(onChange).toHaveBeenLastCalledWith('4.25');
  });
});
