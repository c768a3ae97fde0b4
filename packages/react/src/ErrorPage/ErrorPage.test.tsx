import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './ErrorPage.tsx';
import { errorPageStatusFor } from './messages.ts';
import { RigkitProvider } from '../RigkitProvider/RigkitProvider.tsx';

describe('ErrorPage (spec 2 §2 "Error page")', () => {
  it.each([
    [404, 'The page you requested could not be found!', 'inline'],
    [400, 'There was an issue displaying this page', 'inline'],
    [500, 'There was an issue with the page you were looking at', 'full-screen'],
  ] as const)('shows the %i message as the page heading (%s)', (status, message, layout) => {
    render(<ErrorPage status={status} />);
    const heading = screen.getByRole('heading', { level: 1, name: message });
    expect(screen.getByRole('region', { name: message })).toHaveAttribute('data-layout', layout);
    expect(heading).toBeInTheDocument();
  });

  it('links to the homepage by default', () => {
    render(<ErrorPage status={404} />);
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });

  it('links to an override target with its own text', () => {
    render(<ErrorPage status={400} target="/Products/12345" linkText="Back to the product" />);
    expect(screen.getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', '/Products/12345');
  });

  it('renders the link through renderLink so a router can take over', () => {
    render(
      <RigkitProvider
        renderLink={({ href, children }) => (
          <a href={href} data-router="yes">
            {children}
          </a>
        )}
      >
        <ErrorPage
          status={404}
        />
      </RigkitProvider>,
    );
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('data-router', 'yes');
  });

  it('shows no countdown unless the redirect is asked for', () => {
    render(<ErrorPage status={404} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).not.toBeInTheDocument();
  });

  it.each([
    [404, 404],
    [400, 400],
    [403, 400],
    [422, 400],
    [500, 500],
    [503, 500],
    [undefined, 500],
  ] as const)('shows HTTP status %s as the %i page', (httpStatus, page) => {
    expect(errorPageStatusFor(httpStatus)).toBe(page);
  });
});

describe('ErrorPage redirect countdown (spec 2 §4, §9: 5 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tick = (milliseconds: number) =>
    act(() => {
      vi.advanceTimersByTime(milliseconds);
    });

  it('counts down from 5 seconds, one visible second at a time', () => {
    render(<ErrorPage status={404} autoRedirect onRedirect={vi.fn()} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Redirecting in 5 seconds');
    tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Redirecting in 4 seconds');
    tick(3000);
    expect(screen.getByRole('timer')).toHaveTextContent('Redirecting in 1 second');
  });

  it('redirects to the target exactly once when the countdown reaches zero, not before', () => {
    const onRedirect = vi.fn();
    render(<ErrorPage status={500} target="/Search/ssd" autoRedirect onRedirect={onRedirect} />);
    tick(4999);
    expect(onRedirect).not.toHaveBeenCalled();
    tick(1);
    expect(onRedirect).toHaveBeenCalledWith('/Search/ssd');
    tick(10_000);
    expect(onRedirect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('redirects home when no target is given', () => {
    const onRedirect = vi.fn();
    render(<ErrorPage status={404} autoRedirect onRedirect={onRedirect} />);
    tick(5000);
    expect(onRedirect).toHaveBeenCalledWith('/');
  });

  it('stops the redirect when the shopper chooses to stay', () => {
    const onRedirect = vi.fn();
    render(<ErrorPage status={404} autoRedirect onRedirect={onRedirect} />);
    tick(2000);
    // A plain click event: Testing Library's async user-event waits on real timers, which are faked here.
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-redirect-state', 'cancelled');
    tick(10_000);
    expect(onRedirect).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toBeInTheDocument();
  });

  it('stops counting when it unmounts', () => {
    const onRedirect = vi.fn();
    const { unmount } = render(<ErrorPage status={404} autoRedirect onRedirect={onRedirect} />);
    tick(3000);
    unmount();
    tick(10_000);
    expect(onRedirect).not.toHaveBeenCalled();
  });
});
