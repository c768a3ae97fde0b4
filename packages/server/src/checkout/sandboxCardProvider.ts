// The local card provider: a stand-in for a hosted-fields provider (Braintree Hosted Fields), served from its own
// origin (its own port) so the card number, expiry and CVV are typed into the provider's page, never the store's
// (PCI DSS SAQ A). The store's page talks to it by postMessage only:
//   store → provider  { type: 'rigkit-card:tokenize', amountCents }
//   provider → store  { type: 'rigkit-card:tokenized', nonce, cardFirstSix, cardLastFour }
//                     { type: 'rigkit-card:error', message }
// Like the real sandbox, documented test cards decide the outcome (sandboxCardNonces in paymentGateway.ts):
//   4111 1111 1111 1111 Visa, 5555 5555 5555 4444 Mastercard: approved
//   4000 1111 1111 1115: tokenised, then declined by the processor at capture
//   4000 0000 0000 1091: 3-D Secure challenge (the one-time code is 1234), then approved
// Other cards that pass the checks (Visa or Mastercard, Luhn, expiry, CVV) tokenise as the generic valid nonce.
import { CARD_HOLDER_MIN_EXCLUSIVE_LENGTH } from '@rigkit/domain/validation';
import { Hono, type Context } from 'hono';
import { sandboxCardNonces, sandboxPayerId } from './paymentGateway.ts';

/** The 3-D Secure code the sandbox's challenge accepts. */
export const sandboxThreeDSecureCode = '1234';

export const sandboxTestCards = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  declined: '4000111111111115',
  threeDSecure: '4000000000001091',
} as const;

const page = (parentOrigin: string, nonce: string, holderMinExclusive: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<style nonce="${nonce}">
body{font:16px system-ui,sans-serif;margin:0;padding:4px;color:#0f172a}
label{display:block;font-size:14px;margin-top:8px}
input{font:inherit;width:100%;box-sizing:border-box;padding:8px;border:1px solid #94a3b8;border-radius:4px}
.row{display:flex;gap:8px}.row>div{flex:1}
[role=alert]{color:#b91c1c;font-size:14px;margin:6px 0 0}
#challenge[hidden]{display:none}
</style></head><body>
<form id="card" novalidate>
<label for="number">Card number</label><input id="number" autocomplete="cc-number" inputmode="numeric" maxlength="23">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" autocomplete="cc-exp" inputmode="numeric" maxlength="5"></div>
<div><label for="cvv">CVV</label><input id="cvv" autocomplete="cc-csc" inputmode="numeric" maxlength="4"></div></div>
<label for="holder">Name on card</label><input id="holder" autocomplete="cc-name">
<div id="challenge" hidden><label for="code">Your bank sent a one-time code to your phone. Enter it to verify this payment.</label><input id="code" inputmode="numeric" maxlength="6" autocomplete="one-time-code"><button type="button" id="verify">Verify</button></div>
<p id="error" role="alert"></p>
</form>
<script nonce="${nonce}">
const parentOrigin = ${JSON.stringify(parentOrigin)};
const nonces = ${JSON.stringify(sandboxCardNonces)};
const cards = ${JSON.stringify(sandboxTestCards)};
const $ = (id) => document.getElementById(id);
const digits = (value) => value.replace(/[\\s-]/g, '');
function luhn(number) {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return number.length >= 12 && sum % 10 === 0;
}
function brand(number) {
  if (number.startsWith('4')) return 'Visa';
  const two = Number(number.slice(0, 2)), four = Number(number.slice(0, 4));
  return (two >= 51 && two <= 55) || (four >= 2221 && four <= 2720) ? 'Mastercard' : null;
}
function check() {
  const number = digits($('number').value);
  if (!/^\\d+$/.test(number) || !luhn(number)) return 'Please enter a valid card number.';
  if (!brand(number)) return 'Only Visa and Mastercard are accepted.';
  const expiry = /^(\\d{2})\\/(\\d{2})$/.exec($('expiry').value.trim());
  const now = new Date();
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12 || new Date(2000 + Number(expiry[2]), Number(expiry[1]), 1) <= now) return 'Please enter a valid expiry date.';
  if (!/^\\d{3,4}$/.test($('cvv').value.trim())) return 'Please enter a valid CVV.';
  if ($('holder').value.trim().length <= ${holderMinExclusive}) return 'Please enter the name on the card.';
  return null;
}
const reply = (message) => parent.postMessage(message, parentOrigin);
function tokenized(nonce) {
  const number = digits($('number').value);
  reply({ type: 'rigkit-card:tokenized', nonce, cardFirstSix: number.slice(0, 6), cardLastFour: number.slice(-4) });
}
function fail(message) {
  $('error').textContent = message;
  reply({ type: 'rigkit-card:error', message });
}
window.addEventListener('message', (event) => {
  if (event.origin !== parentOrigin || event.data?.type !== 'rigkit-card:tokenize') return;
  $('error').textContent = '';
  const problem = check();
  if (problem) return fail(problem);
  const number = digits($('number').value);
  if (number === cards.threeDSecure) {
    $('challenge').hidden = false;
    $('code').focus();
    reply({ type: 'rigkit-card:challenge' });
    return;
  }
  tokenized(number === cards.visa ? nonces.visa : number === cards.mastercard ? nonces.mastercard : number === cards.declined ? nonces.declined : nonces.valid);
});
$('verify').addEventListener('click', () => {
  if ($('code').value.trim() !== ${JSON.stringify(sandboxThreeDSecureCode)}) return fail('The code is not right. Please try again.');
  $('challenge').hidden = true;
  tokenized(nonces.threeDSecure);
});
</script></body></html>`;

/**
 * The provider's app. `allowedParentOrigins` are the stores that may frame it and ask for tokens; any other
 * origin gets a page that talks to nobody.
 */
export function createSandboxCardProvider(options: { allowedParentOrigins: readonly string[] }): Hono {
  const app = new Hono();
  app.get('/hosted-fields', (c) => {
    const parentOrigin = c.req.query('parent') ?? '';
    if (!options.allowedParentOrigins.includes(parentOrigin)) return c.text('This page can only be used inside a checkout.', 403);
    const nonce = crypto.randomUUID().replaceAll('-', '');
    c.header('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; frame-ancestors ${parentOrigin}`);
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    // The store says which of its forms frames the fields: a stored card needs a longer holder name (spec 3 §9).
    const form = c.req.query('form') === 'storedCard' ? 'storedCard' : 'checkout';
    return c.html(page(parentOrigin, nonce, CARD_HOLDER_MIN_EXCLUSIVE_LENGTH[form]));
  });
  // A store's own address from the query, or null: the approve pages return only to a store, so they cannot be used
  // to send anyone elsewhere.
  const storeAddress = (value: string | undefined) => {
    try {
      const url = new URL(value ?? '');
      return options.allowedParentOrigins.includes(url.origin) ? url : null;
    } catch {
      return null;
    }
  };
  // The sandbox PayPal's approval page (a redirect provider): the store sends the shopper here with the PayPal order
  // it created; Approve returns with token and PayerID (signed, see sandboxPayerId), Cancel with the token only.
  app.get('/paypal/checkoutnow', (c) => {
    const token = c.req.query('token') ?? '';
    const approve = storeAddress(c.req.query('return'));
    const cancel = storeAddress(c.req.query('cancel'));
    if (!/^[A-Z0-9]{17}$/.test(token) || !approve || !cancel) return c.text('This PayPal link is not valid.', 400);
    approve.searchParams.set('token', token);
    approve.searchParams.set('PayerID', sandboxPayerId(token));
    cancel.searchParams.set('token', token);
    return approvalPage(c, { title: 'PayPal sandbox', ask: `The store asks you to approve PayPal order ${token}. Nothing is charged until the store places your order.`, approveHref: approve.href, approveText: 'Approve payment', cancelHref: cancel.href });
  });
  // The sandbox Zip's checkout page: Zip is paid after the order, so the store sends the shopper here with the Zip
  // checkout it created for the balance, and Zip returns to the store's redirect address with its result (approved
  // with a signed approval, or cancelled), as Zip's own redirect does (result, checkoutId).
  app.get('/zip/checkout', (c) => {
    const checkoutId = c.req.query('checkoutId') ?? '';
    const back = storeAddress(c.req.query('redirectUri'));
    if (!/^co_[A-Za-z0-9]{1,64}$/.test(checkoutId) || !back) return c.text('This Zip link is not valid.', 400);
    const approve = new URL(back);
    approve.searchParams.set('result', 'approved');
    approve.searchParams.set('checkoutId', checkoutId);
    approve.searchParams.set('approval', sandboxPayerId(checkoutId));
    const cancel = new URL(back);
    cancel.searchParams.set('result', 'cancelled');
    cancel.searchParams.set('checkoutId', checkoutId);
    return approvalPage(c, { title: 'Zip sandbox', ask: `Pay for your order with Zip (checkout ${checkoutId}): approve to pay it off in instalments.`, approveHref: approve.href, approveText: 'Approve and pay with Zip', cancelHref: cancel.href });
  });
  return app;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** A redirect provider's approve page: what is asked, Approve, and Cancel back to the store. */
function approvalPage(c: Context, page: { title: string; ask: string; approveHref: string; approveText: string; cancelHref: string }) {
  const nonce = crypto.randomUUID().replaceAll('-', '');
  c.header('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'`);
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}: approve your payment</title>
<style nonce="${nonce}">
body{font:16px system-ui,sans-serif;margin:0;padding:24px;color:#0f172a;background:#f8fafc}
main{max-width:28rem;margin:0 auto;background:#fff;border:1px solid #cbd5e1;border-radius:8px;padding:24px}
a{display:inline-block;margin:8px 8px 0 0;padding:10px 16px;border-radius:20px;text-decoration:none;font-weight:600}
.approve{background:#0b3d91;color:#fff}.cancel{color:#0b3d91;border:1px solid #0b3d91}
</style></head><body><main>
<h1>${page.title}</h1>
<p>${escapeText(page.ask)}</p>
<a class="approve" href="${escapeAttribute(page.approveHref)}">${page.approveText}</a>
<a class="cancel" href="${escapeAttribute(page.cancelHref)}">Cancel and return to the store</a>
</main></body></html>`);
}

const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
