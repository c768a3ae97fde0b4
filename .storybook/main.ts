import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The storefront's own page parts (not widgets of the kit) have stories too, in the same theme.
  stories: ['../packages/react/src/**/*.stories.@(ts|tsx)', '../storefront/app/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Stories are crawled for their dependencies at start, but one found mid-run makes Vite reload the test page and
  // fails that file ("failed to find the current suite"): react-dom/server (the ViewportHint story renders server
  // markup) is declared up front, as are Leaflet (the store locator loads it when its map nears the viewport) and
  // the React Aria Components parts the knowledge base uses. They are @rigkit/react's dependencies, not the root's, so
  // they are named through it (the root depends on the workspace package for this).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    optimizeDeps: { ...viteConfig.optimizeDeps, include: [...(viteConfig.optimizeDeps?.include ?? []), 'react-dom/server', ...['leaflet', 'react-aria-components/Dialog', 'react-aria-components/Disclosure', 'react-aria-components/DisclosureGroup', 'react-aria-components/Modal', 'react-aria-components/Calendar', 'react-aria-components/DatePicker', '@internationalized/date'].map((dependency) => `@rigkit/react > ${dependency}`)] },
  }),
};

export default config;
