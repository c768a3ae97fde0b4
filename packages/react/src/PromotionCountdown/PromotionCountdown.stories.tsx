import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionCountdown } from './PromotionCountdown.tsx';

// A fixed clock: the screenshots must not change with the time of the run.
const now = new Date('2026-11-20T02:00:00Z');
const frozen = () => now;
const later = (milliseconds: number) => new Date(now.getTime() + milliseconds);

const meta = {
  title: 'Promotions/PromotionCountdown',
  component: PromotionCountdown,
  args: { finish: later(3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6_000), now, clock: frozen },
} satisfies Meta<typeof PromotionCountdown>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const UntilStockExhausted: Story = { args: { finish: later(30 * 86_400_000) } };
export const Ended: Story = { args: { finish: later(-1) } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
