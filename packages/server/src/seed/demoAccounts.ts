// The demo customers of the seeded store (issue 5 item 3), printed by `npm start` and listed in the README.
// The TOTP secret is public on purpose: anyone trying the store can generate codes for the two-factor account
// (for example `oathtool --totp -b RIGKITDEMO2FASECRETKEYFORTESTING`).
export interface DemoAccount {
  customerId: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobile: string;
  isCompany: boolean;
  abn: string | null;
  totpSecret: string | null;
  description: string;
}

export const demoTotpSecret = 'RIGKITDEMO2FASECRETKEYFORTESTING';

export const demoAccounts = {
  retail: {
    customerId: 1001,
    email: 'retail.demo@example.com',
    password: 'Retail-Demo-2026!',
    firstName: 'Jamie',
    lastName: 'Citizen',
    mobile: '0412345678',
    isCompany: false,
    abn: null,
    totpSecret: null,
    description: 'Retail customer',
  },
  company: {
    customerId: 1002,
    email: 'company.demo@example.com',
    password: 'Company-Demo-2026!',
    firstName: 'Alex',
    // For a company the last name field holds the company name (spec 3 §3).
    lastName: 'Acme Builds Pty Ltd',
    mobile: '0423456789',
    isCompany: true,
    // The ATO's own published example of a valid ABN (its checksum holds).
    abn: '51824753556',
    totpSecret: null,
    description: 'Company customer with an ABN',
  },
  twoFactor: {
    customerId: 1003,
    email: 'twofactor.demo@example.com',
    password: 'TwoFactor-Demo-2026!',
    firstName: 'Sam',
    lastName: 'Secure',
    mobile: '0434567890',
    isCompany: false,
    abn: null,
    totpSecret: demoTotpSecret,
    description: 'Customer with two-factor on',
  },
} as const satisfies Record<string, DemoAccount>;
