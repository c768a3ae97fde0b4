// Promotion countdown (spec 2 §4, §9): ticks every second when the promotion ends in under 14 days
// (1209600000 ms), otherwise says it runs until promotion stock is exhausted. "Now" is injected.

export const promotionCountdownWindowMs = 1209600000;
export const promotionCountdownTickMs = 1000;
export const untilStockExhaustedMessage = 'until promotion stock is exhausted';

export type PromotionCountdown =
  | { kind: 'countdown'; remainingMs: number; days: number; hours: number; minutes: number; seconds: number; text: string }
  | { kind: 'untilStockExhausted'; text: string }
  | { kind: 'ended'; text: string };

const two = (value: number) => String(value).padStart(2, '0');

/** Designed text: "3d 04:05:06"; "Ended" once the finish time has passed. */
export function promotionCountdown(finish: Date, now: Date): PromotionCountdown {
  const remainingMs = finish.getTime() - now.getTime();
  if (remainingMs >= promotionCountdownWindowMs) return { kind: 'untilStockExhausted', text: untilStockExhaustedMessage };
  if (remainingMs <= 0) return { kind: 'ended', text: 'Ended' };
  const totalSeconds = Math.floor(remainingMs / 1000);
  const days = Math.floor(totalSeconds / 86400);
  const hours = Math.floor((totalSeconds % 86400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return {
    kind: 'countdown',
    remainingMs,
    days,
    hours,
    minutes,
    seconds,
    text: `${days}d ${two(hours)}:${two(minutes)}:${two(seconds)}`,
  };
}
