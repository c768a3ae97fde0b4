import { describe, expect, it } from 'vitest';
import { paintFirst, paintFirstStream } from './paintFirst.server.ts';

// The shape React Router 8's <Links> and <Scripts> render (head hoisting puts the preloads first).
const shell = [
  '<!DOCTYPE html><html lang="en-AU"><head>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-C.css"/></head><body><main>Ryzen 7</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root-D.js";</script>',
].join('');
const streamedData = '<script>window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';
const stylesheets: Record<string, string> = { '/assets/root-C.css': 'body{color:#111}' };
const readStylesheet = (href: string) => stylesheets[href];

describe('paintFirst', () => {
  const html = paintFirst(shell, readStylesheet) ?? '';

  it('keeps the module preloads inert, so no script is fetched before the first paint', () => {
    expect(html).toContain('<head><link rel="modulepreload" href="/assets/entry.client-A.js" media="not all"/><link rel="modulepreload" href="/assets/framework-B.js" media="not all"/>');
  });

  it("keeps the module preloads inert, without the response's CSP nonce they carried, and still finds the framework chunk", () => {
    const withNonce = paintFirst(shell.replaceAll('.js"/>', '.js" nonce="n0nce"/>'), readStylesheet) ?? '';
    expect(withNonce).toContain('<head><link rel="modulepreload" href="/assets/entry.client-A.js" media="not all"/><link rel="modulepreload" href="/assets/framework-B.js" media="not all"/>');
    expect(withNonce).toContain('await import("/assets/framework-B.js");\nawait nextTask();');
  });

  it('parks the bootstrap module as inert text, staged, and starts it after the next frame, without preloads', () => {
    const parked = /<script type="text\/plain" id="rigkit-hydrate">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    // The framework chunk first, in a task of its own (stagedBootstrap.server.ts), then the route modules.
    expect(parked).toContain('await import("/assets/framework-B.js");\nawait nextTask();');
    expect(parked).toContain('const [route0]=await Promise.all([import("/assets/root-D.js")]);');
    expect(html).not.toContain('<script type="module"');
    const boot = html.slice(html.indexOf('</script><script>(function()') + '</script>'.length);
    expect(boot).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
    expect(boot).not.toContain('modulepreload');
  });

  it('inlines a built stylesheet and keeps its link, disabled, where React rendered it', () => {
    expect(html).toContain('<style>body{color:#111}</style><link rel="stylesheet" href="/assets/root-C.css" disabled=""/></head>');
  });

  it("inlines a stylesheet whose link carries the response's CSP nonce", () => {
    const withNonce = paintFirst(shell.replace('<link rel="stylesheet"', '<link nonce="n0nce" rel="stylesheet"'), readStylesheet) ?? '';
    expect(withNonce).toContain('<style>body{color:#111}</style><link nonce="n0nce" rel="stylesheet" href="/assets/root-C.css" disabled=""/></head>');
  });

  it('leaves a stylesheet it cannot read linked', () => {
    const linked = paintFirst(shell, () => undefined) ?? '';
    expect(linked).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(linked).not.toContain('<style>');
  });

  it('changes nothing in a page without the bootstrap script', () => {
    expect(paintFirst('<html><body>Not found</body></html>', readStylesheet)).toBeUndefined();
  });
});

describe('paintFirstStream', () => {
  async function throughStream(chunks: string[]): Promise<string> {
    const encoder = new TextEncoder();
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new Response(source.pipeThrough(paintFirstStream(readStylesheet))).text();
  }

  it('rewrites a shell split across chunks, even inside a character, and passes the loader data through', async () => {
    const document = shell.replace('Ryzen 7', 'Ryzen 7 – 8 cœurs') + streamedData;
    const bytes = new TextEncoder().encode(document);
    const dash = new TextEncoder().encode(document.slice(0, document.indexOf('–'))).length;
    const decoder = new TextDecoder();
    // Cut inside the three bytes of the en dash and inside the module script's opening tag.
    const inCharacter = dash + 1;
    const inTag = new TextEncoder().encode(document.slice(0, document.indexOf('type="module"') + 5)).length;
    const chunks = [bytes.subarray(0, inCharacter), bytes.subarray(inCharacter, inTag), bytes.subarray(inTag)];
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const html = await new Response(source.pipeThrough(paintFirstStream(readStylesheet))).text();
    expect(html).toBe(`${paintFirst(decoder.decode(bytes).slice(0, document.indexOf(streamedData)), readStylesheet)}${streamedData}`);
    expect(html).toContain('Ryzen 7 – 8 cœurs');
  });

  it('passes a document without the bootstrap script through unchanged', async () => {
    expect(await throughStream(['<html><body>', 'Server error</body></html>'])).toBe('<html><body>Server error</body></html>');
  });
});
