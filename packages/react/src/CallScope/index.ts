export { useCallScope } from './useCallScope.ts';
