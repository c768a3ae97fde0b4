export { PromotionCountdown } from './PromotionCountdown.tsx';
export type { PromotionCountdownComponentProps } from './PromotionCountdown.tsx';
export { usePromotionCountdown } from './usePromotionCountdown.ts';
export type { PromotionCountdownAria, PromotionCountdownProps } from './usePromotionCountdown.ts';
export { promotionCountdownMessages } from './messages.ts';
