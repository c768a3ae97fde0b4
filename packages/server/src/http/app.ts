// createApp: the reference /api as a Hono app (issue 5 item 1). The storefront mounts it, or node.ts serves it.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { createSandboxCaptcha, type CaptchaVerifier } from '../adapters/captcha.ts';
import { createSandboxEmail, type EmailSender } from '../adapters/email.ts';
import { createClamAvScanner, type AntivirusScanner } from '../adapters/antivirus.ts';
import { createLocalImageGenerator, type ImageGenerator } from '../adapters/imageGenerator.ts';
import { createCatalogueIndex, type CatalogueIndex } from '../catalogue/catalogueIndex.ts';
import type { AddressProvider } from '../address/addressProvider.ts';
import { createLocalAddressProvider } from '../address/localAddressProvider.ts';
import { createSandboxPaymentGateway, type PaymentGateway } from '../checkout/paymentGateway.ts';
import { createContractValidators } from '../contract/validator.ts';
import type { Db } from '../db/openDatabase.ts';
import { createRateLimiter, loginLimits } from '../identity/rateLimiter.ts';
import { createSandboxSms, type SmsSender } from '../identity/sms.ts';
import { registerAccountRoutes } from '../routes/account.ts';
import { registerAppointmentRoutes } from '../routes/appointments.ts';
import { registerCartRoutes } from '../routes/cart.ts';
import { registerCatalogueRoutes } from '../routes/catalogue.ts';
import { registerChatRoutes } from '../routes/chat.ts';
import { createChatServices } from '../chat/chatServices.ts';
import { registerCheckoutRoutes } from '../routes/checkout.ts';
import { registerCheckoutExtraRoutes } from '../routes/checkoutExtras.ts';
import { registerContentRoutes } from '../routes/content.ts';
import { registerEngagementRoutes } from '../routes/engagement.ts';
import { registerAttachmentRoutes } from '../routes/attachments.ts';
import { registerImageRoutes } from '../routes/images.ts';
import { registerKitRoutes } from '../routes/kit.ts';
import { registerKnowledgebaseRoutes } from '../routes/knowledgebase.ts';
import { registerLocationRoutes } from '../routes/location.ts';
import { registerOrderRoutes } from '../routes/orders.ts';
import { registerRedemptionRoutes } from '../routes/redemptions.ts';
import { registerReturnRoutes } from '../routes/returns.ts';
import { registerReviewRoutes } from '../routes/reviews.ts';
import { registerSessionRoutes } from '../routes/session.ts';
import { registerShareRoutes, registerShortLinkRoutes } from '../routes/share.ts';
import { registerSoftwareRoutes } from '../routes/software.ts';
import { registerSoftwareImageRoutes } from '../routes/softwareImages.ts';
import { registerSiteRoutes } from '../routes/site.ts';
import { registerUvPrintRoutes } from '../routes/uvPrint.ts';
import { registerUvPrintImageRoutes } from '../routes/uvPrintImages.ts';
import { registerSocialMediaImageRoutes } from '../routes/socialMediaImages.ts';
import { createLocalInstagramSource, createLocalYoutubeSource, type InstagramSource, type YoutubeSource } from '../adapters/socialMedia.ts';
import { uploadBodyLimitBytes } from '../uvPrint/uploads.ts';
import { ApiError, failureEnvelope, httpMessages, jsonAnswer } from './envelope.ts';
import { createRegister } from './operation.ts';
import { pathHasNul, securityHeaders } from './securityHeaders.ts';
import type { Services } from './services.ts';
import { createPendingFetches } from './pendingFetches.ts';

export interface CreateAppOptions {
  db: Db;
  /** The clock; tests pass a fixed one. @default () => new Date() */
  now?: () => Date;
  /** SMS adapter. @default a sandbox that keeps an outbox */
  sms?: SmsSender;
  /** Captcha verification (spec 1 §4). @default the sandbox: tokens sandbox-v3-<score>, sandbox-v2-pass */
  captcha?: CaptchaVerifier;
  /** E-mail adapter. @default a sandbox that writes to the email_outbox table */
  email?: EmailSender;
  /** Card captures. @default the sandbox gateway, which knows the card provider's documented test nonces */
  payments?: PaymentGateway;
  /** Address search (fetchAddressSuggestions, fetchAddress). @default the local provider over the seeded WA and VIC streets */
  addresses?: AddressProvider;
  /** Scans uploads before they are stored (avScanUploadFile). @default ClamAV's clamscan with our EICAR signature file */
  antivirus?: AntivirusScanner;
  /** The designer's AI Generator. @default the local generator, which draws pictures from the prompt */
  imageGenerator?: ImageGenerator;
  /** Recent Instagram posts (fetchInstagramMedia). @default the local source over the seeded posts */
  instagram?: InstagramSource;
  /** YouTube playlists (fetchYoutubePlaylistItems). @default the local source over the seeded playlist */
  youtube?: YoutubeSource;
  /** Largest accepted request body in bytes. @default 1 MiB */
  bodyLimitBytes?: number;
  /** Secure flag on cookies (off only for plain-http development tools). @default true */
  secureCookies?: boolean;
  /**
   * How clients hold the auth key: 'header' answers it in webAuth and upgrade (spec 1 §9, for apps); 'cookie' only
   * sets the HttpOnly cookie, so no script can read it (issue 14 item 3). @default 'header'
   */
  authKeyMode?: 'header' | 'cookie';
  /** The store's public origin, e.g. https://shop.example (never taken from the Host header). @default none */
  publicOrigin?: string;
  /** How the caller's address is found, for per-address login limits. @default the socket's remote address */
  clientAddress?: (c: Context) => string;
  /** How long the scripted support agent "types" before each chat reply (issue 18 item 8). @default 700 */
  chatAgentDelayMilliseconds?: number;
  /** Called with errors that became a 500, for logging by the host; the library itself prints nothing. */
  onInternalError?: (error: unknown) => void;
}

export const defaultBodyLimitBytes = 1024 * 1024;
const uploadPath = '/api/avscanuploadfile';

function socketAddress(c: Context): string {
  // @hono/node-server puts the Node request on c.env.incoming; app.request() in tests has none.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

export function createApp(options: CreateAppOptions): Hono {
  const limit = options.bodyLimitBytes ?? defaultBodyLimitBytes;
  let catalogue: Promise<CatalogueIndex> | undefined;
  const now = options.now ?? (() => new Date());
  const services: Services = {
    db: options.db,
    now,
    // Built on first use so the first answer (e.g. configMap) does not wait for the whole index.
    catalogue: () => {
      catalogue ??= createCatalogueIndex(options.db, { now }).catch((error: unknown) => {
        catalogue = undefined;
        throw error;
      });
      return catalogue;
    },
    sms: options.sms ?? createSandboxSms(),
    captcha: options.captcha ?? createSandboxCaptcha(),
    email: options.email ?? createSandboxEmail(options.db),
    payments: options.payments ?? createSandboxPaymentGateway(),
    addresses: options.addresses ?? createLocalAddressProvider(options.db),
    antivirus: options.antivirus ?? createClamAvScanner(),
    imageGenerator: options.imageGenerator ?? createLocalImageGenerator(),
    instagram: options.instagram ?? createLocalInstagramSource(),
    youtube: options.youtube ?? createLocalYoutubeSource(),
    pendingFetches: createPendingFetches(),
    accountLimiter: createRateLimiter(options.db, loginLimits.perAccount),
    addressLimiter: createRateLimiter(options.db, loginLimits.perAddress),
    chat: createChatServices(options.db, {
      ...(options.chatAgentDelayMilliseconds === undefined ? {} : { agentDelayMilliseconds: options.chatAgentDelayMilliseconds }),
      ...(options.onInternalError ? { onError: options.onInternalError } : {}),
    }),
    secureCookies: options.secureCookies ?? true,
    publicOrigin: options.publicOrigin,
    authKeyMode: options.authKeyMode ?? 'header',
    clientAddress: options.clientAddress ?? socketAddress,
  };
  const validators = createContractValidators();
  const app = new Hono().basePath('/api');
  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    if (pathHasNul(c.req.url)) return jsonAnswer(c, failureEnvelope([httpMessages.nulInPath]), 400);
    await next();
  });
  const generalBodyLimit = bodyLimit({
    maxSize: limit,
    onError: (c) => jsonAnswer(c, failureEnvelope([httpMessages.bodyTooLarge(limit)]), 413),
  });
  // The designer's upload alone takes a 30 MB file (spec 2 §9); every other operation keeps the small limit.
  const uploadLimit = Math.max(limit, uploadBodyLimitBytes);
  const uploadBodyLimit = bodyLimit({
    maxSize: uploadLimit,
    onError: (c) => jsonAnswer(c, failureEnvelope([httpMessages.bodyTooLarge(uploadLimit)]), 413),
  });
  app.use('*', (c, next) => (c.req.path.toLowerCase() === uploadPath ? uploadBodyLimit(c, next) : generalBodyLimit(c, next)));
  const register = createRegister(app, services, validators);
  registerSiteRoutes(register);
  registerSessionRoutes(register);
  registerAccountRoutes(register);
  registerCatalogueRoutes(register);
  registerCartRoutes(register);
  registerCheckoutRoutes(register);
  registerCheckoutExtraRoutes(register);
  registerContentRoutes(register);
  registerKitRoutes(register);
  registerShareRoutes(register);
  registerLocationRoutes(register);
  registerShortLinkRoutes(app, services);
  registerReviewRoutes(register);
  registerSoftwareRoutes(register);
  registerSoftwareImageRoutes(app, services);
  registerAppointmentRoutes(register);
  registerEngagementRoutes(register);
  registerKnowledgebaseRoutes(register);
  registerOrderRoutes(register);
  registerReturnRoutes(register);
  registerRedemptionRoutes(register);
  registerChatRoutes(register, app, services);
  registerImageRoutes(app, services);
  registerAttachmentRoutes(app, services);
  registerUvPrintRoutes(register);
  registerUvPrintImageRoutes(app, services);
  registerSocialMediaImageRoutes(app);
  app.notFound((c) => jsonAnswer(c, failureEnvelope([httpMessages.notFound(c.req.path)]), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return jsonAnswer(c, failureEnvelope(error.texts), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return jsonAnswer(c, failureEnvelope([error.message || 'Bad request']), error.status);
    }
    options.onInternalError?.(error);
    return jsonAnswer(c, failureEnvelope([httpMessages.internal]), 500);
  });
  return app;
}
