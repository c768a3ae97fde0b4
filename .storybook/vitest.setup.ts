// Every story is a test (render + play + axe). After it passes, its pixels are compared with the committed
// baseline in __screenshots__/ beside the story file: a change that was not meant fails here.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // Chromium paints only the viewport: grow it to the story's full height so nothing below the fold is blank.
  // The preview's afterEach scrolled back to the top, except for a story that keeps its scroll on purpose (a sticky
  // bar, say), which is taken as the shopper sees it.
  const fullHeight = Math.ceil(document.documentElement.scrollHeight);
  if (window.scrollY === 0 && fullHeight > window.innerHeight) await page.viewport(window.innerWidth, fullHeight);
  await expect(page.elementLocator(document.body)).toMatchScreenshot();
});
