import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { returnHistory } from '../ReturnForm/ReturnForm.fixtures.ts';
import { ReturnHistory } from './ReturnHistory.tsx';

describe('ReturnHistory (spec 3 §2.1, §3 "Return advice", §8)', () => {
  it('shows each return newest first with its CRA number, status and dates, and downloads its advice', async () => {
    const user = userEvent.setup({ delay: null });
    const onDownloadAdvice = vi.fn();
    render(<ReturnHistory returns={returnHistory} onDownloadAdvice={onDownloadAdvice} onRefresh={vi.fn()} />);
    const numbers = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(numbers).toEqual(['CRA-100000', 'CRA-008812', 'CRA-008790']);
    expect(screen.getByText('26 Oct 2026')).toBeInTheDocument();
    expect(screen.getAllByText('Awaiting Receipt')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Download PDF of CRA-008812' }));
    expect(onDownloadAdvice).toHaveBeenCalledWith(returnHistory[1]);
  });

  it('says when a download failed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ReturnHistory returns={returnHistory} onDownloadAdvice={() => Promise.reject(new Error('offline'))} />);
    await user.click(screen.getByRole('button', { name: 'Download PDF of CRA-100000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The return advice could not be downloaded. Please try again.');
  });

  it('shows the empty text', () => {
    render(<ReturnHistory returns={[]} />);
    expect(screen.getByText('You have no returns yet.')).toBeInTheDocument();
  });

  it.each([
    ['failed', 'Failed to load returns'],
    ['error', 'An error occurred while fetching returns'],
  ] as const)('on a %s load shows "%s" with Try Again', async (loadError, message) => {
    const user = userEvent.setup({ delay: null });
    const onRefresh = vi.fn();
    render(<ReturnHistory loadError={loadError} onRefresh={onRefresh} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('composes: a host can put the cards above the heading and leave Refresh out', () => {
    render(
      <ReturnHistory.Root returns={returnHistory}>
        <ReturnHistory.Cards />
        <ReturnHistory.Empty />
      </ReturnHistory.Root>,
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    expect(() => render(<ReturnHistory.Cards />)).toThrow('ReturnHistory.Cards must be inside ReturnHistory.Root');
  });
});
