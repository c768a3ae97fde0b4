export * from './chatRules.ts';
export * from './chatEvents.ts';
