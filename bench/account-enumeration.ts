// Issue 16 figures: does an answer tell a known e-mail from an unknown one by its time? Median and mean time of
// login (wrong password), forgotPassword and createAccount for a known and an unknown address, interleaved, on a
// seeded embedded database in this process. The clock moves 16 minutes between rounds so no limit interferes.
// Run: node bench/account-enumeration.ts [--quick]
import { demoAccounts } from '../packages/server/src/seed/demoAccounts.ts';
import { createTestApp, testNow } from '../packages/server/src/testing/testApp.ts';

const rounds = process.argv.includes('--quick') ? 5 : 15;
const t = await createTestApp({ items: 100 });
const captcha = { clientCaptchaKey: 'sandbox-v3-0.9', captchaVersion: '3' };
let counter = 0;

async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

const request = (path: string, body: unknown) =>
  t.call('POST', path, { body, headers: { ...captcha, 'x-test-address': `bench-${++counter}` }, session: `00000000-0000-4000-8b00-${String(counter).padStart(12, '0')}`, unchecked: true });

const newAccount = (email: string) => ({
  CustomerFirstName: 'Bench', CustomerLastName: 'Mark', EmailAddress: email, IsCompany: false,
  CustomerPassword: 'staple-kangaroo-42', ConfirmPassword: 'staple-kangaroo-42', billingSame: true, showShipping: false,
});

const cases = {
  login: {
    known: () => request('/session/webAuth', { username: demoAccounts.company.email, password: 'wrong password here' }),
    unknown: () => request('/session/webAuth', { username: `nobody${counter}@example.com`, password: 'wrong password here' }),
  },
  forgotPassword: {
    known: () => request('/forgotPassword', { EmailAddress: demoAccounts.company.email }),
    unknown: () => request('/forgotPassword', { EmailAddress: `nobody${counter}@example.com` }),
  },
  createAccount: {
    known: () => request('/createAccount', newAccount(demoAccounts.company.email)),
    unknown: () => request('/createAccount', newAccount(`new${counter}@example.com`)),
  },
};

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
const mean = (samples: number[]) => samples.reduce((total, sample) => total + sample, 0) / samples.length;

for (const [name, pair] of Object.entries(cases)) {
  const known: number[] = [];
  const unknown: number[] = [];
  await pair.known();
  await pair.unknown();
  for (let round = 0; round < rounds; round += 1) {
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    known.push(await timed(pair.known));
    unknown.push(await timed(pair.unknown));
  }
  const difference = Math.abs(median(known) - median(unknown)) / Math.min(median(known), median(unknown));
  console.log(
    `${name}: known median ${median(known).toFixed(0)} ms (mean ${mean(known).toFixed(0)}), unknown median ${median(unknown).toFixed(0)} ms (mean ${mean(unknown).toFixed(0)}); difference ${(difference * 100).toFixed(1)} % of the faster (${rounds} rounds each)`,
  );
}
t.clock.now = testNow;
await t.close();
