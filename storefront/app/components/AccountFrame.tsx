// The account area's frame (spec 1 §2, spec 3 §2.1): the profile header (full name or "Account", and the e-mail),
// the side menu with the spec's twelve entries (a drop-down under 900 px) and the page beside it.
import { AccountLayout } from '@rigkit/react/AccountLayout';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

export interface AccountProfile {
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
}

export function AccountFrame({ profile, children }: { profile: AccountProfile; children: ReactNode }) {
  const location = useLocation();
  return (
    <AccountLayout.Root
      currentPath={location.pathname}
      menuLabel="Account menu"
      className="account-layout"
    >
      <AccountLayout.ProfileHeader firstName={profile.firstName} lastName={profile.lastName} emailAddress={profile.emailAddress} />
      <AccountLayout.Menu />
      <AccountLayout.Content>{children}</AccountLayout.Content>
    </AccountLayout.Root>
  );
}
