// Card captures behind an interface (ARCHITECTURE "Third parties"): the store only ever holds the provider's
// single-use nonce, never card data (PCI DSS SAQ A). The local gateway behaves like Braintree's sandbox for its
// documented static test nonces, and like any real gateway keeps one capture per idempotency key, so a repeated
// submit (the retry GUID) never charges twice.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../db/schema.ts';

export interface CaptureRequest {
  /** The card provider's nonce for this payment. */
  token: string;
  amountCents: number;
  /** One per payment of one order attempt: the same key always answers the first capture's result. */
  idempotencyKey: string;
}

export type CaptureResult = { ok: true; transactionId: string } | { ok: false; reason: 'declined' | 'invalidToken' };

export interface PaymentGateway {
  capture(request: CaptureRequest, db: Kysely<DatabaseTables>): Promise<CaptureResult>;
}

/** Braintree's documented sandbox nonces (developer.paypal.com/braintree/docs/reference/general/testing). */
export const sandboxCardNonces = {
  visa: 'fake-valid-visa-nonce',
  mastercard: 'fake-valid-mastercard-nonce',
  valid: 'fake-valid-nonce',
  declined: 'fake-processor-declined-visa-nonce',
  /** After a passed 3-D Secure challenge. */
  threeDSecure: 'fake-three-d-secure-visa-full-authentication-nonce',
  consumed: 'fake-consumed-nonce',
} as const;

const approved = new Set<string>([sandboxCardNonces.visa, sandboxCardNonces.mastercard, sandboxCardNonces.valid, sandboxCardNonces.threeDSecure]);

/**
 * The local gateway. Its captures are written with the caller's transaction (`db`), so an order that rolls back
 * takes its capture record with it; a real gateway is voided instead (see placeOrder).
 */
export function createSandboxPaymentGateway(): PaymentGateway {
  return {
    async capture(request, db) {
      const previous = await db.selectFrom('payment_captures').select(['transaction_id', 'token', 'amount_cents']).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
      if (previous) return { ok: true, transactionId: previous.transaction_id };
      if (request.token === sandboxCardNonces.declined) return { ok: false, reason: 'declined' };
      if (!approved.has(request.token)) return { ok: false, reason: 'invalidToken' };
      const transactionId = `sandbox_${randomUUID()}`;
      await db
        .insertInto('payment_captures')
        .values({ idempotency_key: request.idempotencyKey, provider: 'sandbox-card', token: request.token, amount_cents: request.amountCents, transaction_id: transactionId })
        .execute();
      return { ok: true, transactionId };
    },
  };
}
