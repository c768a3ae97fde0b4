export { HydrateWhenNear } from './HydrateWhenNear.tsx';
export type { HydrateWhenNearProps } from './HydrateWhenNear.tsx';
