export * from './messages.ts';
export * from './panels.ts';
export * from './preflight.ts';
export * from './imageContent.ts';
export * from './designName.ts';
