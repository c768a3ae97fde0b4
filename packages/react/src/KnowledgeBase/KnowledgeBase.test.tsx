import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTimes } from './fixtures.ts';
import { KnowledgeBase } from './KnowledgeBase.tsx';

afterEach(() => {
  window.location.hash = '';
});

const question = (name: string) => screen.getByRole('button', { name });

describe('KnowledgeBase (spec 1 §2 knowledge-base viewer, §8)', () => {
  it('shows the header, the questions closed, the footer and "Last Updated" in AWST', () => {
    render(<KnowledgeBase knowledgebase={buildTimes} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Custom PC Build Times' })).toBeInTheDocument();
    expect(screen.getByText('Every custom PC is built and tested by our technicians.')).toBeInTheDocument();
    expect(question('When will my custom PC ship?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 3, name: /^What testing is done before dispatch\?/ })).toBeInTheDocument();
    expect(screen.getByText('Last Updated: 18 November 2026, 2:20 pm AWST')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact your local store' })).toHaveAttribute('href', '/Contact');
  });

  it('opens and closes answers with the keyboard, several at once', async () => {
    const user = userEvent.setup();
    render(<KnowledgeBase knowledgebase={buildTimes} />);
    question('When will my custom PC ship?').focus();
    await user.keyboard('{Enter}');
    expect(question('When will my custom PC ship?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/3 to 5 business days/)).toBeVisible();
    await user.click(question('Can I change my build after ordering?'));
    expect(question('When will my custom PC ship?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Can I change my build after ordering?')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question('Can I change my build after ordering?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the item the page hash names, on load and when the hash changes', async () => {
    window.location.hash = '#question-302';
    render(<KnowledgeBase knowledgebase={buildTimes} />);
    expect(question('What testing is done before dispatch?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('When will my custom PC ship?')).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {
      window.location.hash = '#question-303';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(question('Can I change my build after ordering?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('What testing is done before dispatch?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('gives each question a hash link named after it', () => {
    render(<KnowledgeBase knowledgebase={buildTimes} />);
    expect(screen.getByRole('link', { name: 'Link to When will my custom PC ship?' })).toHaveAttribute('href', '#question-301');
  });

  it('"Notify me" opens a dialog that saves a KnowledgebaseGroup notification', async () => {
    const user = userEvent.setup();
    const onNotify = vi.fn(async () => true);
    render(<KnowledgeBase knowledgebase={buildTimes} onNotify={onNotify} />);
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify me when "Custom PC Build Times" is updated' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam.lee@example.com.au');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(onNotify).toHaveBeenCalledWith({ EmailAddress: 'sam.lee@example.com.au', Mobile: '' });
    expect(await within(dialog).findByText("Thanks! We'll let you know when this page is updated.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the error state when the knowledge base could not be loaded, with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<KnowledgeBase knowledgebase={null} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load these answers. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
