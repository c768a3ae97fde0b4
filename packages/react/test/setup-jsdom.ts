import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; with five Vitest projects sharing two cores a render can take longer.
// This is a hang guard, not a speed check.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
