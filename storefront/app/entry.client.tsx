// The client entry: React Router's default (startTransition, hydrateRoot, HydratedRouter), started in steps.
// React DOM's client is a CommonJS module that the bundle initialises when it is first required, and the default
// entry requires it while the bootstrap module graph is being evaluated: that one task, with hydrateRoot's ~80 root
// event listeners, was the page's longest after the first paint (55-77 ms at 4x CPU on home and category, over the
// 50 ms that Lighthouse counts as blocking). Here React DOM initialises in a task of its own and hydration starts in
// the next; the hydration itself is a transition, which React renders in slices as before.
import { startTransition, StrictMode } from 'react';
import { HydratedRouter } from 'react-router/dom';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await nextTask();
const { hydrateRoot } = await import('react-dom/client');
await nextTask();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
