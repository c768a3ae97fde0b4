import { act, fireEvent, render, screen } from '@testing-library/react';
import { createContext, use, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from './HydrateWhenNear.tsx';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function stubObserver() {
  const callbacks: Callback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return callbacks;
}

const Label = createContext('server');

/** Called when the part's code runs in the browser (its effect). */
const partMounted = vi.fn();

/** A part that counts presses. */
function Part() {
  const label = use(Label);
  const [presses, setPresses] = useState(0);
  useEffect(() => partMounted(), []);
  return (
    <button type="button" onClick={() => setPresses((count) => count + 1)}>
      {label} {presses}
    </button>
  );
}

function Page({ label = 'server' }: { label?: string }) {
  return (
    <Label value={label}>
      <p>Above the fold</p>
      <HydrateWhenNear aria-label="Below the fold">
        <Part />
      </HydrateWhenNear>
    </Label>
  );
}

/** The page as the server sends it, hydrated. */
async function hydrate() {
  const errors = vi.spyOn(console, 'error');
  const container = document.createElement('div');
  // Rendered as on the server, where there is no window.
  const browserWindow = window;
  vi.stubGlobal('window', undefined);
  const html = renderToString(<Page />);
  vi.stubGlobal('window', browserWindow);
  container.innerHTML = html;
  document.body.append(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  // No hydration mismatch reported.
  expect(errors).not.toHaveBeenCalled();
  return { container, html, rerender: (label: string) => root?.render(<Page label={label} />) };
}

afterEach(() => {
  vi.restoreAllMocks();
  partMounted.mockClear();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('HydrateWhenNear', () => {
  it('keeps the server markup, with none of the part run, until the section comes near the viewport, then renders the part', async () => {
    const callbacks = stubObserver();
    const { container, html } = await hydrate();
    expect(container.innerHTML).toBe(html);
    expect(partMounted).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'server 0' }));
    expect(screen.getByRole('button', { name: 'server 0' })).toBeInTheDocument();

    await act(async () => callbacks.forEach((callback) => callback([{ isIntersecting: true }])));
    // The same markup, but for the server's separators between text nodes.
    expect(container.innerHTML).toBe(html.replaceAll('<!-- -->', ''));
    expect(partMounted).toHaveBeenCalledOnce();
    expect(screen.getByRole('region', { name: 'Below the fold' })).toContainElement(screen.getByRole('button', { name: 'server 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'server 0' }));
    expect(screen.getByRole('button', { name: 'server 1' })).toBeInTheDocument();
  });

  it('gives the focus back to the same place in the new markup', async () => {
    const callbacks = stubObserver();
    await hydrate();
    screen.getByRole('button', { name: 'server 0' }).focus();
    await act(async () => callbacks.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(partMounted).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'server 0' })).toHaveFocus();
  });

  it('keeps the server markup when a context the part reads changes before it is near', async () => {
    stubObserver();
    const { container, html, rerender } = await hydrate();
    await act(async () => rerender('changed'));
    expect(container.innerHTML).toBe(html);
    expect(partMounted).not.toHaveBeenCalled();
  });

  it('shows the part at once in a client render', () => {
    stubObserver();
    render(<Page label="client" />);
    expect(screen.getByRole('button', { name: 'client 0' })).toBeInTheDocument();
    expect(partMounted).toHaveBeenCalledOnce();
  });
});
