// The retail demo customer's promotions and licences as the server answers them (seed/redemptions.ts).
import type { DigitalActivation, Redemption } from './useRedemptions.ts';

export const pendingRedemptions: Redemption[] = [
  { InvoiceNumber: 'SI-552301', InvoiceDate: '2026-10-13T03:00:00.000Z', InvoiceItemId: 5000201, PromotionRedemptionId: 310, RedemptionName: 'Free game with RTX 50 series', RedemptionDate: null, Description: 'Redeem a code for a bundled game', RedemptionCode: null },
  { InvoiceNumber: 'SI-552301', InvoiceDate: '2026-10-13T03:00:00.000Z', InvoiceItemId: 5000201, PromotionRedemptionId: 295, RedemptionName: '3 months PC Game Pass', RedemptionDate: null, Description: 'A Game Pass code with your new build', RedemptionCode: null },
];

export const redemptionHistory: Redemption[] = [
  { InvoiceNumber: 'SI-552302', InvoiceDate: '2026-07-25T03:00:00.000Z', InvoiceItemId: 5000205, PromotionRedemptionId: 288, RedemptionName: 'Free game with Ryzen 9000', RedemptionDate: '2026-08-04T02:00:00.000Z', Description: 'Bundled game code', RedemptionCode: '4KJ2-9QX7-MM3P' },
];

export const pendingActivations: DigitalActivation[] = [{ InvoiceItemId: 5000201, InvoiceNumber: 'SI-552301', InvoiceDate: '2026-10-13T03:00:00.000Z', ItemDescription: 'Rigkit Gaming PC - Ryzen 7 RTX 5070' }];
