export * from './fixtures.ts';
export { createMockFetch } from './createMockFetch.ts';
export { createMockHandlers, createMockHttp, errorEnvelope, type MockHandlerOptions } from './createMockHandlers.ts';
export { selectGridItems, type GridFilters } from './selectGridItems.ts';
