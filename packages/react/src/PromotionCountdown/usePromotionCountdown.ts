import type { PromotionCountdown } from '@rigkit/domain/availability';
import { promotionCountdown } from '@rigkit/domain/availability';
import { useTickingNow } from '../internal/useTickingNow.ts';

export interface PromotionCountdownProps {
  /** When the promotion finishes (PromotionFinishDate). */
  finish: Date;
  /** The time of the first render; the server passes its own so hydration matches. @default new Date() */
  now?: Date;
  /** The clock read on every tick. @default () => new Date() */
  clock?: () => Date;
}

export interface PromotionCountdownAria {
  countdown: PromotionCountdown;
}

/** The countdown of a promotion page (spec 2 §4): ticks per second while under 14 days remain, then stops at "Ended". */
export function usePromotionCountdown({ finish, now, clock }: PromotionCountdownProps): PromotionCountdownAria {
  const at = useTickingNow((moment) => promotionCountdown(finish, moment).kind === 'countdown', now, clock);
  return { countdown: promotionCountdown(finish, at) };
}
