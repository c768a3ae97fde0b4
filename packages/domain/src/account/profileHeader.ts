// The account layout's profile header (spec 1 §2, spec 3 §2.1): the full name, or "Account" when there is none.
import { ACCOUNT_MESSAGES } from './messages.ts';

export function profileHeaderName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const fullName = [firstName?.trim() ?? '', lastName?.trim() ?? ''].filter((part) => part !== '').join(' ');
  return fullName === '' ? ACCOUNT_MESSAGES.profileHeaderFallbackName : fullName;
}
