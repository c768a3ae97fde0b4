export * from './messages.ts';
export * from './gameSelection.ts';
export * from './resolution.ts';
export * from './buildTypes.ts';
export * from './compatibility.ts';
export * from './compatibilityGrid.ts';
export * from './softwarePath.ts';
