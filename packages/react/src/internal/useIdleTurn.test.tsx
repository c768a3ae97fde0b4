import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleTurn, whenIdle } from './useIdleTurn.ts';

function Probe({ name, isWanted, isUrgent = false }: { name: string; isWanted: boolean; isUrgent?: boolean }) {
  return <p>{`${name}: ${useIdleTurn(isWanted, isUrgent) ? 'started' : 'waiting'}`}</p>;
}

const idleCallbacks: (() => void)[] = [];
const runIdlePeriod = () => act(() => idleCallbacks.shift()?.());

beforeEach(() => {
  // The queue is the module's: an idle period a test left pending still runs (as the browser would), emptily.
  while (idleCallbacks.length > 0) idleCallbacks.shift()?.();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useIdleTurn', () => {
  it('starts the parts that want to one idle period each, in the order they asked', () => {
    render(
      <>
        <Probe name="first" isWanted />
        <Probe name="second" isWanted />
        <Probe name="later" isWanted={false} />
      </>,
    );
    expect(screen.getByText('first: waiting')).toBeTruthy();
    runIdlePeriod();
    expect(screen.getByText('first: started')).toBeTruthy();
    expect(screen.getByText('second: waiting')).toBeTruthy();
    runIdlePeriod();
    expect(screen.getByText('second: started')).toBeTruthy();
    expect(screen.getByText('later: waiting')).toBeTruthy();
    expect(idleCallbacks).toHaveLength(0);
  });

  it('starts at once when the shopper reaches for the part, and stays started', () => {
    const { rerender } = render(<Probe name="slider" isWanted isUrgent={false} />);
    rerender(<Probe name="slider" isWanted isUrgent />);
    expect(screen.getByText('slider: started')).toBeTruthy();
    rerender(<Probe name="slider" isWanted={false} isUrgent={false} />);
    expect(screen.getByText('slider: started')).toBeTruthy();
  });

  it('gives up its place when the part leaves the page before its turn', () => {
    const ran: string[] = [];
    const cancel = whenIdle(() => ran.push('gone'));
    whenIdle(() => ran.push('kept'));
    cancel();
    runIdlePeriod();
    runIdlePeriod();
    expect(ran).toEqual(['kept']);
  });
});
