// What every handler can reach: the database, the catalogue index, the clock, the third-party adapters (SMS,
// captcha, e-mail) and the limiters.
import type { Context } from 'hono';
import type { AddressProvider } from '../address/addressProvider.ts';
import type { AntivirusScanner } from '../adapters/antivirus.ts';
import type { ImageGenerator } from '../adapters/imageGenerator.ts';
import type { InstagramSource, YoutubeSource } from '../adapters/socialMedia.ts';
import type { CaptchaVerifier } from '../adapters/captcha.ts';
import type { EmailSender } from '../adapters/email.ts';
import type { CatalogueIndex } from '../catalogue/catalogueIndex.ts';
import type { PaymentGateway } from '../checkout/paymentGateway.ts';
import type { Db } from '../db/openDatabase.ts';
import type { RateLimiter } from '../identity/rateLimiter.ts';
import type { SmsSender } from '../identity/sms.ts';
import type { PendingFetches } from './pendingFetches.ts';
import type { ChatServices } from '../chat/chatServices.ts';

export interface Services {
  db: Db;
  now: () => Date;
  catalogue: () => Promise<CatalogueIndex>;
  sms: SmsSender;
  captcha: CaptchaVerifier;
  email: EmailSender;
  /** Card captures (checkout/paymentGateway.ts). */
  payments: PaymentGateway;
  /** Address search and lookup (address/addressProvider.ts). */
  addresses: AddressProvider;
  /** Scans every upload before it is stored (adapters/antivirus.ts). */
  antivirus: AntivirusScanner;
  /** The designer's AI Generator (adapters/imageGenerator.ts). */
  imageGenerator: ImageGenerator;
  /** Recent Instagram posts (adapters/socialMedia.ts). */
  instagram: InstagramSource;
  /** YouTube playlists (adapters/socialMedia.ts). */
  youtube: YoutubeSource;
  /** What each session has in flight, for cancelFetch (http/pendingFetches.ts). */
  pendingFetches: PendingFetches;
  accountLimiter: RateLimiter;
  /** The support chat's agent runner and limits (chat/chatServices.ts). */
  chat: ChatServices;
  addressLimiter: RateLimiter;
  secureCookies: boolean;
  /** 'cookie': the auth key travels only in the HttpOnly cookie and never in a response body (the storefront). */
  authKeyMode: 'header' | 'cookie';
  /** The store's public origin (e.g. https://shop.example), when configured: the only absolute origin trusted. */
  publicOrigin: string | undefined;
  /** The caller's network address, for per-address limits. */
  clientAddress: (c: Context) => string;
}
