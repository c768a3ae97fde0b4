// Short links (spec 3 §7 minifyUrl): a same-site address stored under a code, and the redirect /api/s/{code} that
// follows it (outside the contract, like images).
import type { Context } from 'hono';
import { ApiError } from '../http/envelope.ts';
import type { OperationContext } from '../http/operation.ts';
import { sameSitePath } from '@rigkit/domain/paths';
import type { Services } from '../http/services.ts';
import { newKeyStringId } from '../kit/kitConfigurations.ts';

export const shareMessages = {
  badUrl: 'OriginalUrl must be a path on this site (starting with /)',
  unknownShortLink: 'No such short link',
} as const;

export async function minifyUrl(context: OperationContext<'POST', '/minifyUrl'>) {
  const { services, body, now } = context;
  const url = body.OriginalUrl.length > 4000 ? null : sameSitePath(body.OriginalUrl.trim(), services.publicOrigin);
  if (url === null) throw new ApiError(422, shareMessages.badUrl);
  // The same address always gets the same short link.
  const existing = await services.db.selectFrom('short_urls').select('code').where('original_url', '=', url).executeTakeFirst();
  const code = existing?.code ?? newKeyStringId();
  if (!existing) {
    await services.db.insertInto('short_urls').values({ code, original_url: url, created_at: now }).onConflict((conflict) => conflict.column('original_url').doNothing()).execute();
  }
  const stored = await services.db.selectFrom('short_urls').select('code').where('original_url', '=', url).executeTakeFirstOrThrow();
  return { ShortUrl: `/api/s/${stored.code}` };
}

/** GET /api/s/{code}: a redirect to the stored address. */
export async function followShortLink(c: Context, services: Services): Promise<Response> {
  const code = c.req.param('code') ?? '';
  const row = /^[A-Za-z0-9]{6,64}$/.test(code) ? await services.db.selectFrom('short_urls').select('original_url').where('code', '=', code).executeTakeFirst() : undefined;
  // Checked again on the way out: a link stored before the rule (or written to the table by hand) cannot leave the site.
  const target = row ? sameSitePath(row.original_url, services.publicOrigin) : null;
  if (target === null) throw new ApiError(404, shareMessages.unknownShortLink);
  return c.redirect(target, 302);
}
