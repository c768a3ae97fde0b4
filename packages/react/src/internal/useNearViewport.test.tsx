import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearViewportMargin, useNearViewport } from './useNearViewport.ts';

function Probe() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const isNear = useNearViewport(element);
  return <div ref={setElement}>{isNear ? 'near' : 'far'}</div>;
}

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function stubObserver() {
  const observers: { callback: Callback; margin: string | undefined; disconnected: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record: (typeof observers)[number];
      constructor(callback: Callback, options?: { rootMargin?: string }) {
        this.record = { callback, margin: options?.rootMargin, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return observers;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is false until the element comes within the margin of the viewport, then stays true', () => {
    const observers = stubObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers[0]?.margin).toBe(nearViewportMargin);
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('is true at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
