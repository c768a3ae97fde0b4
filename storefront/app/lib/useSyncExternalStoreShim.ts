// What `use-sync-external-store/shim` gives on React 18 and later: React's own hook. vite.config.ts resolves the shim
// here, so react-stately's toast state (which imports the shim for React 16 and 17) adds no CommonJS copy of a hook
// React already has (about 0.5 kB gzip of every page with toasts).
export { useSyncExternalStore } from 'react';
