// Card captures behind an interface (ARCHITECTURE "Third parties"): the store only ever holds the provider's
// single-use nonce, never card data (PCI DSS SAQ A). The local gateway behaves like Braintree's sandbox for its
// documented static test nonces, and like any real gateway keeps one capture per idempotency key, so a repeated
// submit (the retry GUID) never charges twice.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../db/schema.ts';

export interface CaptureRequest {
  /** A card nonce, or a redirect provider's order id (PayPal) or checkout id (Zip). @default 'card' */
  method?: 'card' | 'payPal' | 'zip';
  /** The card provider's nonce, or the provider order the shopper approved. */
  token: string;
  /** A redirect provider's proof of approval (PayPal's PayerID, Zip's approval, on the return address). */
  approval?: string | null;
  amountCents: number;
  /** One per payment of one order attempt: the same key always answers the first capture's result. */
  idempotencyKey: string;
}

export type CaptureResult = { ok: true; transactionId: string } | { ok: false; reason: 'declined' | 'invalidToken' | 'notApproved' };

/**
 * The sandbox redirect providers' signing key: their approve pages sign the order id (as PayPal's PayerID, or Zip's
 * approval) on the address they send back, and the sandbox gateway checks it, as PayPal and Zip refuse to capture
 * what the buyer did not approve. A development value, like the sandbox's test nonces; a production adapter asks
 * the provider instead.
 */
export const sandboxApprovalKey = process.env['SANDBOX_PROVIDER_KEY'] ?? 'rigkit-sandbox-provider-approval';

export function sandboxPayerId(providerOrderId: string, key: string = sandboxApprovalKey): string {
  return `PAYER${createHmac('sha256', key).update(providerOrderId).digest('hex').slice(0, 24).toUpperCase()}`;
}

function isApproved(providerOrderId: string, approval: string | null | undefined): boolean {
  const expected = Buffer.from(sandboxPayerId(providerOrderId));
  const given = Buffer.from(approval ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A card kept at the provider for later payments: the store holds only the provider's token for it. */
export type VaultResult = { ok: true; token: string } | { ok: false };

export interface PaymentGateway {
  capture(request: CaptureRequest, db: Kysely<DatabaseTables>): Promise<CaptureResult>;
  /** Keeps the card behind a single-use nonce in the provider's vault (Braintree's payment method create). */
  vault(nonce: string): Promise<VaultResult>;
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
      const previous = () => db.selectFrom('payment_captures').select('transaction_id').where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
      if (request.method === 'payPal' || request.method === 'zip') {
        const captured = await previous();
        if (captured) return { ok: true, transactionId: captured.transaction_id };
        return captureProviderOrder(request.method === 'payPal' ? 'paypal' : 'zip', request, db);
      }
      // The key names its nonce, so a key with a capture never carries a nonce refused here.
      if (request.token === sandboxCardNonces.declined) return { ok: false, reason: 'declined' };
      if (!approved.has(request.token)) return { ok: false, reason: 'invalidToken' };
      const inserted = await db
        .insertInto('payment_captures')
        .values({ idempotency_key: request.idempotencyKey, provider: 'sandbox-card', token: request.token, amount_cents: request.amountCents, transaction_id: `sandbox_${randomUUID()}` })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('transaction_id')
        .executeTakeFirst();
      // A key captured before answers that capture's result.
      const transactionId = inserted?.transaction_id ?? (await previous())?.transaction_id;
      if (!transactionId) throw new Error(`the capture under ${request.idempotencyKey} vanished`);
      return { ok: true, transactionId };
    },
    async vault(nonce) {
      return approved.has(nonce) ? { ok: true, token: `sandbox_vault_${randomUUID()}` } : { ok: false };
    },
  };
}

/**
 * The sandbox PayPal's and Zip's capture: the order must be one the store created, approved by the buyer, for
 * exactly this amount, and not captured before. Its row is locked, so two submits of one order cannot both capture it.
 */
async function captureProviderOrder(provider: 'paypal' | 'zip', request: CaptureRequest, db: Kysely<DatabaseTables>): Promise<CaptureResult> {
  const order = await db.selectFrom('provider_orders').select(['amount_cents']).where('provider_order_id', '=', request.token).where('provider', '=', provider).forUpdate().executeTakeFirst();
  if (!order || order.amount_cents !== request.amountCents) return { ok: false, reason: 'invalidToken' };
  if (!isApproved(request.token, request.approval)) return { ok: false, reason: 'notApproved' };
  const captureProvider = `sandbox-${provider}`;
  const captured = await db.selectFrom('payment_captures').select('transaction_id').where('provider', '=', captureProvider).where('token', '=', request.token).executeTakeFirst();
  if (captured) return { ok: false, reason: 'invalidToken' };
  const transactionId = `sandbox_${provider}_${randomUUID()}`;
  await db
    .insertInto('payment_captures')
    .values({ idempotency_key: request.idempotencyKey, provider: captureProvider, token: request.token, amount_cents: request.amountCents, transaction_id: transactionId })
    .execute();
  return { ok: true, transactionId };
}
