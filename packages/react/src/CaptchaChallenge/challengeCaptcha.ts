import type { Captcha, CaptchaVersion } from '@rigkit/api-client';
import { useCallback, useSyncExternalStore } from 'react';

/** Where the tokens come from: the invisible version 3 check, and the token of a passed version 2 challenge. */
export interface ChallengeCaptchaTokens {
  version3: (signal?: AbortSignal) => string | Promise<string>;
  version2: () => string | Promise<string>;
}

/** A Captcha for the api-client whose version 2 token waits for the shopper to pass the visible challenge. */
export interface ChallengeCaptcha extends Captcha {
  /** Whether a call is waiting for the shopper to pass the challenge. */
  isPending(): boolean;
  /** Listens for the challenge opening and closing; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The shopper passed the challenge: the waiting call gets its version 2 token and is repeated. */
  solve(): void;
  /** The shopper gave up: the waiting call fails with an AbortError and is not repeated. */
  cancel(): void;
}

/**
 * Spec 1 §4: "if the server asks, a visible version 2 challenge appears and the call is repeated with version 2". The
 * api-client asks `getToken(2)` after the server's 403 "CaptchaRequired"; this opens the challenge (a mounted
 * `CaptchaChallenge` shows it) and answers once it is passed. With no challenge on the page to show it, the version 2
 * token is answered at once (designed: a page without one, such as the reference store's sandbox, is not stuck).
 */
export function createChallengeCaptcha(tokens: ChallengeCaptchaTokens): ChallengeCaptcha {
  const listeners = new Set<() => void>();
  let waiting: { resolve: (token: string) => void; reject: (error: unknown) => void } | undefined;
  const notify = () => listeners.forEach((listener) => listener());
  const settle = (outcome: (entry: NonNullable<typeof waiting>) => void) => {
    const entry = waiting;
    waiting = undefined;
    notify();
    if (entry) outcome(entry);
  };
  return {
    async getToken(version: CaptchaVersion, signal?: AbortSignal) {
      if (version === 3) return tokens.version3(signal);
      if (listeners.size === 0) return tokens.version2();
      waiting?.reject(new DOMException('Another challenge replaced this one', 'AbortError'));
      const solved = new Promise<void>((resolve, reject) => {
        waiting = { resolve: () => resolve(), reject };
        signal?.addEventListener('abort', () => settle((entry) => entry.reject(signal.reason)), { once: true });
      });
      notify();
      await solved;
      return tokens.version2();
    },
    isPending: () => waiting !== undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    solve: () => settle((entry) => entry.resolve('')),
    cancel: () => settle((entry) => entry.reject(new DOMException('The captcha challenge was cancelled', 'AbortError'))),
  };
}

/** The CaptchaChallenge props that show `captcha`'s challenge while a call waits for it. */
export function useChallengeCaptcha(captcha: ChallengeCaptcha): { isOpen: boolean; onSolve: () => void; onCancel: () => void } {
  const isOpen = useSyncExternalStore(
    useCallback((listener: () => void) => captcha.subscribe(listener), [captcha]),
    () => captcha.isPending(),
    () => false,
  );
  return { isOpen, onSolve: captcha.solve, onCancel: captcha.cancel };
}
