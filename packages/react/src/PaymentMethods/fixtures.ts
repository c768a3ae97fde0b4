// The store's methods plus Zip, which cannot pay for a pickup, for the payment methods tests and stories.
import type { PaymentMethod } from '@rigkit/domain/payments';
import { paymentMethods } from '../Checkout/fixtures.ts';

export const methods: PaymentMethod[] = [...paymentMethods, { ...(paymentMethods[0] as PaymentMethod), PaymentMethodId: 11, DisplayName: 'Zip - Buy now, pay later', CanBeUsedForPickup: false, IsInstant: false }];
