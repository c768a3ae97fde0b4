// Page weight (issue 21 item 3): the category page's HTML ≤ 150 kB raw and ≤ 25 kB gzip as the store sends it, and
// the CSS it inlines ≤ 15 kB gzip. References from the same build: every item of the category as the grid loads them
// later (/GridItems, what the page carried inline before item 3), and every stylesheet of the build (what the page
// would inline if it did not pick its own sheets); beside the size as sent, the same HTML at gzip's best level (how
// much the store's own compression leaves). A second category of PCs (bigger tiles) is printed, not judged.
// kB here are 1,000 bytes.
// Run: node bench/page-weight.bench.ts [--quick]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { finish, report } from './harness.ts';
import { clientDirectory } from './routeChunks.ts';
import { rawGet, startStore, storeUnavailableReason } from './store.ts';

// A person on a laptop (the root loader renders per kind of screen): Chrome's user agent.
const person = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' };
const pages = [
  { path: '/Categories/101/CPU', items: '/GridItems/Categories/101', judged: true },
  { path: '/Categories/100/Desktop-Computers', items: '/GridItems/Categories/100', judged: false },
] as const;

const kB = (bytes: number) => bytes / 1000;
const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).byteLength;

/** The CSS a page inlines: the text of its <style> elements. */
function inlinedCss(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
}

function everyStylesheet(): string {
  const assets = join(clientDirectory, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('');
}

async function body(url: string, headers: Record<string, string>): Promise<{ bytes: number; text: string; encoding: string }> {
  const response = await rawGet(url, headers);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const encoding = String(response.headers['content-encoding'] ?? 'identity');
  return { bytes: response.body.byteLength, text: encoding === 'identity' ? response.body.toString('utf8') : '', encoding };
}

const unavailable = storeUnavailableReason();
if (unavailable) {
  process.stdout.write(`page weight: skipped (${unavailable})\n`);
} else {
  const store = await startStore();
  try {
    const allCss = gzipped(everyStylesheet());
    for (const page of pages) {
      const url = `${store.url}${page.path}`;
      const raw = await body(url, { ...person, 'accept-encoding': 'identity' });
      const sent = await body(url, { ...person, 'accept-encoding': 'gzip, deflate, br, zstd' });
      const items = await body(`${store.url}${page.items}`, { ...person, 'accept-encoding': 'identity' });
      const judged = page.judged;
      report({
        name: `${page.path} HTML raw (${raw.bytes} bytes)${judged ? '' : ' (not judged)'}`,
        ours: kB(raw.bytes),
        reference: { name: 'every item of the category as the grid loads them later', value: kB(items.bytes) },
        unit: 'kB',
        ...(judged ? { budget: { label: '≤ 150 kB', ok: raw.bytes <= 150_000 } } : {}),
      });
      report({
        name: `${page.path} HTML as sent (${sent.encoding}, ${sent.bytes} bytes)${judged ? '' : ' (not judged)'}`,
        ours: kB(sent.bytes),
        reference: { name: 'the same HTML at gzip level 9', value: kB(gzipped(raw.text)) },
        unit: 'kB',
        ...(judged ? { budget: { label: '≤ 25 kB', ok: sent.encoding !== 'identity' && sent.bytes <= 25_000 } } : {}),
      });
      report({
        name: `${page.path} inlined CSS, gzip${judged ? '' : ' (not judged)'}`,
        ours: kB(gzipped(inlinedCss(raw.text))),
        reference: { name: 'every stylesheet of the build, gzip', value: kB(allCss) },
        unit: 'kB',
        ...(judged ? { budget: { label: '≤ 15 kB', ok: gzipped(inlinedCss(raw.text)) <= 15_000 } } : {}),
      });
    }
  } finally {
    await store.close();
  }
}
finish();
