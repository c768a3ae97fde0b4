import type { Preview } from '@storybook/react-vite';
// Widgets ship no CSS; designers review them in the storefront's default theme, the only CSS in the repo.
import '../storefront/app/theme/theme.css';

// One sheet per widget; Vite's glob picks up every one without a list to keep in step.
import.meta.glob('../storefront/app/theme/widgets/*.css', { eager: true });

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test (and `npm test`).
    a11y: { test: 'error' },
    viewport: {
      options: {
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        // The specs' mobile breakpoint is "under 900 px" (spec 1 §9).
        mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
  // After the play function, before the screenshot (vitest.setup.ts): the baseline is the whole story from its top,
  // whatever a click, a typed field or an upload scrolled on the way. A story whose point is a scrolled page says so
  // with `parameters: { screenshot: { keepsScroll: true } }`.
  afterEach: ({ parameters, canvasElement }) => {
    const screenshot = parameters['screenshot'] as { keepsScroll?: boolean } | undefined;
    if (!screenshot?.keepsScroll) canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
  tags: ['autodocs'],
};

export default preview;
