// createAccount (spec 3 §2.2, §4.1, §5.1, §7; issue 16 item 2). The form is checked by the domain's rules, the
// password by the policy and the breached list, the caller by the captcha; the new customer is logged in.
//
// Enumeration (designed, issue 16): an address that already has an account gets the same status, body and timing
// as a new one. Both paths hash the password and send one e-mail (a welcome, or to the existing owner a note that
// someone tried to sign up with the address, with links to log in and to reset the password), and both answer
// success with a CustomerGuid. Only the new account is logged in: the shopper who typed an existing address is
// told to check their e-mail (CreateAccountForm), and the answer's CustomerGuid is a random one that names nothing.
// What stays observable is the caller's own session afterwards; closing that too would need an e-mail confirmation
// before the first login, which spec 3 §4.1 ("the session is refreshed and the user goes to /account") rules out.
import { randomBytes, randomUUID } from 'node:crypto';
import { createAccountSchema, normaliseAbn, normaliseMobileNumber, validateForm } from '@rigkit/domain/validation';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { hashPassword } from '../identity/password.ts';
import { requireCaptcha } from '../adapters/captcha.ts';
import { startLoggedInSession } from '../session/login.ts';
import { assertAcceptablePassword, storeLink, withEqualTiming } from './accountSecurity.ts';

/** Designed: createAccount answers no sooner than this (the hash itself takes most of it). */
export const createAccountFloorMilliseconds = 900;
export const tooManyAccountsMessage = 'Too many accounts created from your connection. Please try again later.'; // designed

const text = (value: string | null | undefined) => (value ?? '').trim();

export async function createAccount(context: OperationContext<'POST', '/createAccount'>) {
  const { services, now, c, body } = context;
  // The contract allows null for the optional fields; the form's rules read a missing field as empty.
  const present = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
  const checked = validateForm(createAccountSchema, present);
  if (!checked.isValid) throw new ApiError(422, Object.values(checked.errors));
  assertAcceptablePassword(body.CustomerPassword);
  await requireCaptcha(c, services.captcha);
  // 20 sign-ups per address in 15 minutes (designed), on top of the captcha.
  const attempt = await services.addressLimiter.attempt(`create-address:${services.clientAddress(c)}`, now);
  if (attempt.count > 20) {
    await attempt.release();
    throw new ApiError(429, tooManyAccountsMessage, { 'Retry-After': '900' });
  }
  const form = checked.data;
  const email = form.EmailAddress.trim().toLowerCase();
  return withEqualTiming(createAccountFloorMilliseconds, async () => {
    const passwordHash = await hashPassword(body.CustomerPassword);
    const separateShipping = form.showShipping && !form.billingSame;
    const inserted = await services.db
      .insertInto('customers')
      .values({
        customer_guid: randomUUID(),
        email_address: email,
        first_name: text(form.CustomerFirstName),
        last_name: text(form.CustomerLastName),
        contact_name: text(form.ContactName) || `${text(form.CustomerFirstName)} ${text(form.CustomerLastName)}`.trim(),
        mobile: form.Mobile.trim() === '' ? '' : normaliseMobileNumber(form.Mobile),
        abn: form.IsCompany ? normaliseAbn(form.Abn) : null,
        is_company: form.IsCompany,
        // As the seeded company account (seed.ts): companies see business pricing.
        pricing_level: form.IsCompany ? 'Business' : 'Retail',
        password_hash: passwordHash,
        billing_street_address: text(form.BillingStreetAddress) || null,
        billing_suburb: text(form.BillingSuburb) || null,
        billing_state: text(form.BillingState) || null,
        billing_postcode: text(form.BillingPostcode) || null,
        shipping_street_address: separateShipping ? text(form.ShippingStreetAddress) || null : null,
        shipping_suburb: separateShipping ? text(form.ShippingSuburb) || null : null,
        shipping_state: separateShipping ? text(form.ShippingState) || null : null,
        shipping_postcode: separateShipping ? text(form.ShippingPostcode) || null : null,
      })
      // The unique e-mail decides, so two simultaneous sign-ups with one address make one account.
      .onConflict((conflict) => conflict.column('email_address').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      await sendQuietly(context, {
        to: email,
        subject: 'You already have an account',
        text: [
          'Someone, perhaps you, tried to create an account with this e-mail address, which already has one.',
          '',
          `To log in: ${storeLink(context, '/Login')}`,
          `Forgotten your password? ${storeLink(context, '/ForgotPassword')}`,
          '',
          'If it was not you, you can ignore this e-mail: nothing has changed.',
        ].join('\n'),
        kind: 'account-exists',
      });
      return { CustomerGuid: randomUUID(), AuthenticationKey: services.authKeyMode === 'cookie' ? null : randomBytes(32).toString('hex') };
    }
    const { authKey } = await startLoggedInSession(context, inserted);
    await sendQuietly(context, {
      to: email,
      subject: 'Welcome to the store',
      text: [`Your account is ready, ${inserted.first_name || inserted.last_name}.`, '', `Your account: ${storeLink(context, '/account')}`].join('\n'),
      kind: 'account-created',
    });
    return { CustomerGuid: inserted.customer_guid, AuthenticationKey: services.authKeyMode === 'cookie' ? null : authKey };
  });
}

async function sendQuietly(context: OperationContext<'POST', '/createAccount'>, message: { to: string; subject: string; text: string; kind: string }): Promise<void> {
  try {
    await context.services.email.send(message, context.now);
  } catch {
    // The account stands without its e-mail; the answer must not tell one path from the other.
  }
}
