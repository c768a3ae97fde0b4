// A bounded queue for expensive work on Node's thread pool (issue 14 item 1; ASVS 5.0 V2.4): at most `concurrency`
// tasks run, at most `maximumWaiting` wait, and a task beyond that is refused at once instead of stalling every
// other user of the pool (file reads, compression) behind a burst of password checks. Per process by nature: the
// pool it protects is the process's own.
export interface WorkQueue {
  /**
   * Runs `task` when a slot is free; rejects with `WorkQueueFullError` when the queue is full, unless `alwaysWait`
   * (work no client can start in bulk, such as seeding).
   */
  run<Result>(task: () => Promise<Result>, alwaysWait?: boolean): Promise<Result>;
}

export class WorkQueueFullError extends Error {
  constructor() {
    super('The work queue is full');
    this.name = 'WorkQueueFullError';
  }
}

export function createWorkQueue(options: { concurrency: number; maximumWaiting: number }): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run(task, alwaysWait = false) {
      if (running >= options.concurrency) {
        if (!alwaysWait && waiting.length >= options.maximumWaiting) throw new WorkQueueFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
