import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart.ts';
import { ServerRenderedPart } from './ServerRenderedPart.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

const counterModule = { default: Counter };
const props = { label: 'Pressed' };

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

type CounterPart = ReturnType<typeof lazyPart<typeof counterModule>>;

function Page({ part, isNeeded, partProps = props }: { part: CounterPart; isNeeded: boolean; partProps?: { label: string } }) {
  // A state of the page's own, changed while the part waits: it must not cost the part its server HTML.
  const [renders, setRenders] = useState(0);
  return (
    <section>
      <button type="button" onClick={() => setRenders(renders + 1)}>{`page ${renders}`}</button>
      <ServerRenderedPart part={part} isNeeded={isNeeded} props={partProps} />
    </section>
  );
}

/** The server's HTML of the page, hydrated with a part whose module arrives when the test resolves it. */
async function hydrateServerHtml() {
  const serverPart = lazyPart(async () => counterModule);
  await serverPart.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page part={serverPart} isNeeded={false} />);
  document.body.append(container);
  const serverButton = screen.getByRole('button', { name: 'Pressed 0' });
  const module = deferred<typeof counterModule>();
  const part = lazyPart(() => module.promise);
  const onRecoverableError = vi.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Page part={part} isNeeded={false} />, { onRecoverableError });
  });
  const arrive = () =>
    act(async () => {
      module.resolve(counterModule);
      await module.promise;
    });
  const cleanUp = () => {
    act(() => root?.unmount());
    container.remove();
  };
  const rerender = (isNeeded: boolean, partProps = props) => act(async () => root?.render(<Page part={part} isNeeded={isNeeded} partProps={partProps} />));
  return { part, serverButton, onRecoverableError, arrive, cleanUp, rerender };
}

describe('a server-rendered part loaded on demand', () => {
  it('keeps the server HTML, unhydrated, until it is needed, then hydrates that HTML', async () => {
    const page = await hydrateServerHtml();
    const user = userEvent.setup();
    // The page around it hydrated and re-renders; the part's HTML stays as the server wrote it, not yet live.
    await user.click(screen.getByRole('button', { name: 'page 0' }));
    expect(screen.getByRole('button', { name: 'page 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBe(page.serverButton);

    await page.rerender(true);
    await page.arrive();
    await user.click(screen.getByRole('button', { name: 'Pressed 0' }));
    // The same element, now hydrated: nothing was drawn afresh and React recovered from no mismatch.
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBe(page.serverButton);
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    page.cleanUp();
  });

  it('hydrates at once for a click once its module is there, even before it is needed, and the click counts', async () => {
    const page = await hydrateServerHtml();
    await page.arrive();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBe(page.serverButton);
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    page.cleanUp();
  });

  it('draws props that changed before it hydrated afresh, rather than hydrating them onto the server HTML', async () => {
    const page = await hydrateServerHtml();
    await page.rerender(false, { label: 'Chosen' });
    await page.arrive();
    const button = screen.getByRole('button', { name: 'Chosen 0' });
    expect(button).not.toBe(page.serverButton);
    expect(screen.queryByRole('button', { name: 'Pressed 0' })).toBeNull();
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    page.cleanUp();
  });

  it('renders in a client render as soon as its module has loaded', async () => {
    const clientPart = lazyPart(async () => counterModule);
    // Awaited: React retries a suspended render inside act only when the act is awaited.
    await act(async () => {
      render(<Page part={clientPart} isNeeded={false} />);
    });
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();
  });
});
