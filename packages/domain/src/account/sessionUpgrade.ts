// session/upgrade (spec 1 §9, spec 3 §7): "a returned token longer than 100 characters counts as a valid upgrade".

/** The longest token that is not yet an upgrade. */
export const SESSION_UPGRADE_TOKEN_LENGTH = 100;

/** Whether a token session/upgrade answered counts as a valid upgrade: a string longer than 100 characters. */
export function isValidSessionUpgrade(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.length > SESSION_UPGRADE_TOKEN_LENGTH;
}
