import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StockNotification } from './StockNotification.tsx';

const failure = 'There was an error, please check your details';

describe('StockNotification (spec 1 §4 notification widget, §8)', () => {
  it('saves a FreeStock notification and shows the completed message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<StockNotification onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam.lee@example.com.au');
    await user.type(screen.getByRole('textbox', { name: 'Mobile (optional)' }), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(onSubmit).toHaveBeenCalledWith({ EmailAddress: 'sam.lee@example.com.au', Mobile: '0412345678', NotificationType: 'FreeStock' });
    expect(await screen.findByRole('status')).toHaveTextContent("Thanks! We'll let you know when it's in stock.");
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it.each([
    ['a bad e-mail', 'sam@', '', vi.fn(async () => true), 0],
    ['a bad mobile', 'sam@example.com', '12', vi.fn(async () => true), 0],
    ['a refused call', 'sam@example.com', '', vi.fn(async () => false), 1],
  ])('after %s shows "There was an error, please check your details"', async (_, email, mobile, onSubmit, calls) => {
    const user = userEvent.setup();
    render(<StockNotification onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
    if (mobile) await user.type(screen.getByRole('textbox', { name: 'Mobile (optional)' }), mobile);
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(onSubmit).toHaveBeenCalledTimes(calls);
  });

  it('sends KnowledgebaseGroup for a knowledge base', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<StockNotification onSubmit={onSubmit} notificationType="KnowledgebaseGroup" defaultEmail="sam@example.com" />);
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ NotificationType: 'KnowledgebaseGroup' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Thanks! We'll let you know when this page is updated.");
  });
});
