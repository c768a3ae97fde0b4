import { isAbortError } from '@rigkit/api-client';
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCallScope } from './useCallScope.ts';

/** A lookup that settles only when its signal aborts, as a slow server's answer would. */
function pendingCall(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
}

function Lookup({ onStart }: { onStart: (scope: ReturnType<typeof useCallScope>) => void }) {
  const scope = useCallScope();
  return (
    <button type="button" onClick={() => onStart(scope)}>
      Look up
    </button>
  );
}

describe('useCallScope', () => {
  it('cancels the component\'s calls when it unmounts, as an AbortError a widget ignores', async () => {
    let call: Promise<never> | undefined;
    const view = render(<Lookup onStart={(scope) => (call = pendingCall(scope.signal))} />, { wrapper: StrictMode });
    act(() => view.getByRole('button', { name: 'Look up' }).click());
    view.unmount();
    const failure: unknown = await call?.catch((error: unknown) => error);
    expect(isAbortError(failure)).toBe(true);
  });

  it('keeps calls alive while mounted, under strict mode\'s second effect run too', async () => {
    let scope: ReturnType<typeof useCallScope> | undefined;
    const view = render(<Lookup onStart={(started) => (scope = started)} />, { wrapper: StrictMode });
    act(() => view.getByRole('button', { name: 'Look up' }).click());
    expect(scope?.signal.aborted).toBe(false);
    view.unmount();
    expect(scope?.signal.aborted).toBe(true);
  });

  it('next() cancels the previous call of a kind and leaves the new one running', async () => {
    const scopes: ReturnType<typeof useCallScope>[] = [];
    const view = render(<Lookup onStart={(started) => scopes.push(started)} />);
    act(() => view.getByRole('button', { name: 'Look up' }).click());
    const [scope] = scopes;
    if (!scope) throw new Error('the button was not clicked');
    const first = scope.next();
    const second = scope.next();
    expect([first.aborted, second.aborted]).toEqual([true, false]);
  });
});
