import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // RIGKIT_BUILD_DIR lets a bundle analysis build elsewhere without racing the build `npm start` serves. An empty one
  // means unset: as the build directory it was the app's own, which the build empties first.
  buildDirectory: process.env['RIGKIT_BUILD_DIR'] || 'build',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
