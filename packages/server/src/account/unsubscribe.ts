// blockEmail (spec 3 §2.11, §7, §8; issue 16 item 8): the unsubscribe link of a marketing e-mail,
// /EmailUnsubscribe?EmailAddress&BlockType&ValidationCode. The code is an HMAC of the address and the kind of e-mail,
// made when the e-mail is sent, so a link unsubscribes only the address it was sent to: nobody can unsubscribe
// someone else by typing their address. Saving twice is the same as saving once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';

/**
 * The key of the links' codes. Production sets RIGKIT_SIGNING_KEY (the same one where the e-mails are sent); the
 * development value keeps links from a local outbox working across restarts.
 */
const signingKey = process.env['RIGKIT_SIGNING_KEY'] ?? 'rigkit-development-signing-key';

export const unsubscribeMessages = {
  invalidLink: 'This unsubscribe link is not valid. Please contact operations@rigkit.example with your request.', // designed
} as const;

const blockAll = 'All';
const normalisedAddress = (address: string) => address.trim().toLowerCase();

/** The ValidationCode of the unsubscribe link sent to `emailAddress` in an e-mail of kind `blockType`. */
export function unsubscribeValidationCode(emailAddress: string, blockType: string): string {
  return createHmac('sha256', signingKey).update(`unsubscribe\n${normalisedAddress(emailAddress)}\n${blockType}`).digest('hex').slice(0, 32);
}

/** The link an e-mail carries (designed; spec 3 §2.1 names the page and its query). */
export function unsubscribeLink(emailAddress: string, blockType: string): string {
  const query = new URLSearchParams({ EmailAddress: emailAddress, BlockType: blockType, ValidationCode: unsubscribeValidationCode(emailAddress, blockType) });
  return `/EmailUnsubscribe?${query.toString()}`;
}

function isValidCode(emailAddress: string, blockType: string, code: string): boolean {
  const expected = Buffer.from(unsubscribeValidationCode(emailAddress, blockType));
  const given = Buffer.from(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function blockEmail(context: OperationContext<'POST', '/blockEmail'>) {
  const { services, body, now } = context;
  const blockType = body.BlockType?.trim() ?? '';
  if (!blockType || !body.ValidationCode || !isValidCode(body.EmailAddress, blockType, body.ValidationCode)) {
    throw new ApiError(422, unsubscribeMessages.invalidLink);
  }
  const kinds = body.BlockAll ? [blockType, blockAll] : [blockType];
  await services.db
    .insertInto('email_blocks')
    .values(kinds.map((kind) => ({ email_address: normalisedAddress(body.EmailAddress), block_type: kind, blocked_at: now })))
    .onConflict((conflict) => conflict.columns(['email_address', 'block_type']).doNothing())
    .execute();
  return null;
}
