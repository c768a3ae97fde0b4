// Every story is a test (render + play + axe). After it passes, its pixels are compared with the committed
// baseline in __screenshots__/ beside the story file: a change that was not meant fails here.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot();
});
