// What the chat needs beyond the common services: the agent's typing time, somewhere to run the agent's reply after
// the send has been answered, and the limits on opening chats and sending messages.
import type { Db } from '../db/openDatabase.ts';
import { createRateLimiter, type RateLimiter } from '../identity/rateLimiter.ts';

export interface ChatServices {
  /** How long the scripted agent "types" before it answers. */
  agentDelayMilliseconds: number;
  /** Runs the agent's reply after the send is answered; failures go to the host's error log. */
  background(task: () => Promise<void>): void;
  /** Resolves once every reply started so far has been written (tests, shutdown). */
  settled(): Promise<void>;
  sendLimiter: RateLimiter;
  openLimiter: RateLimiter;
}

/** 20 messages a minute per conversation and 10 new chats an hour per session (designed: a person types slower). */
export const chatLimits = {
  sends: { maximumFailures: 20, windowMilliseconds: 60_000 },
  opens: { maximumFailures: 10, windowMilliseconds: 60 * 60_000 },
} as const;

export function createChatServices(db: Db, options: { agentDelayMilliseconds?: number; onError?: (error: unknown) => void }): ChatServices {
  const pending = new Set<Promise<void>>();
  return {
    agentDelayMilliseconds: options.agentDelayMilliseconds ?? 700,
    background(task) {
      const running = task().catch((error: unknown) => options.onError?.(error));
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
    sendLimiter: createRateLimiter(db, chatLimits.sends),
    openLimiter: createRateLimiter(db, chatLimits.opens),
  };
}
