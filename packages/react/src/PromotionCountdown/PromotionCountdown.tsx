import { promotionCountdownMessages as messages } from './messages.ts';
import type { PromotionCountdownProps } from './usePromotionCountdown.ts';
import { usePromotionCountdown } from './usePromotionCountdown.ts';

export interface PromotionCountdownComponentProps extends PromotionCountdownProps {
  /** Class name of the root element. */
  className?: string;
}

/**
 * How long a promotion has left (spec 2 §4): "Ends in 3d 04:05:06" ticking per second under 14 days, "Runs until
 * promotion stock is exhausted" before that, "This promotion has ended" after. Unstyled: `data-state` is countdown,
 * untilStockExhausted or ended.
 */
export function PromotionCountdown({ className, ...props }: PromotionCountdownComponentProps) {
  const { countdown } = usePromotionCountdown(props);
  return (
    <p className={className} data-rigkit="promotion-countdown" data-state={countdown.kind}>
      {countdown.kind === 'countdown' ? (
        // A timer is not announced on every tick (implicit aria-live off): the shopper reads it when they want.
        <span role="timer" data-part="time">
          {messages.endsIn} {countdown.text}
        </span>
      ) : countdown.kind === 'ended' ? (
        <span data-part="time">{messages.ended}</span>
      ) : (
        <span data-part="time">
          {messages.runs} {countdown.text}
        </span>
      )}
    </p>
  );
}
