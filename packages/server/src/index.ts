// @rigkit/server: the reference /api. Mount `createApp({ db })` under /api (its routes already start with /api),
// or run `startServer()`. The demo accounts are exported so `npm start` and the README can list them.
export { createApp, defaultBodyLimitBytes } from './http/app.ts';
export type { CreateAppOptions } from './http/app.ts';
export { openDatabase, defaultDataDir } from './db/openDatabase.ts';
export type { Db, OpenDatabaseOptions, RigkitDatabase } from './db/openDatabase.ts';
export { seedDatabase, seedIfEmpty, defaultItemCount, maximumItemCount } from './seed/seed.ts';
export type { SeedOptions } from './seed/seed.ts';
export { demoAccounts, demoTotpSecret } from './seed/demoAccounts.ts';
export type { DemoAccount } from './seed/demoAccounts.ts';
export { startServer } from './node.ts';
export { setHashingNiceness, storeHashingNiceness } from './identity/hashingThread.ts';
export type { RunningServer, StartServerOptions } from './node.ts';
export { createSandboxSms } from './identity/sms.ts';
export { createSandboxCaptcha, sandboxCaptchaTokens } from './adapters/captcha.ts';
export type { CaptchaVerifier } from './adapters/captcha.ts';
export { createSandboxEmail } from './adapters/email.ts';
export type { EmailSender, SandboxEmail } from './adapters/email.ts';
export type { SandboxSms, SmsMessage, SmsSender } from './identity/sms.ts';
export { generateTotp } from './identity/totp.ts';
export { createSandboxPaymentGateway, sandboxCardNonces } from './checkout/paymentGateway.ts';
export type { CaptureRequest, CaptureResult, PaymentGateway, VaultResult } from './checkout/paymentGateway.ts';
export { createSandboxCardProvider, sandboxTestCards, sandboxThreeDSecureCode } from './checkout/sandboxCardProvider.ts';
