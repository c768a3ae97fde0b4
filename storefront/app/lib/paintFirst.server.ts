// Paint first, then load the JavaScript: a transform of the document stream (entry.server.tsx).
//
// React Router's <Scripts> puts one <link rel="modulepreload"> per chunk in the head (about 40 on a category page)
// and an inline module script that imports the route modules. A phone on 4G then downloads some 170 kB of
// JavaScript at high priority alongside the stylesheet and the first product images, and the page paints only
// after React has hydrated it when the modules arrive first: shoppers look at a blank screen while HTML that is
// complete is held back (Lighthouse mobile: first paint 2.3 s against 0.9 s for the same HTML without scripts).
// Here the head's module preloads are inert and the bootstrap module is parked as inert text; a small inline script
// starts it in the task after the first frame, so the page is painted before any of our JavaScript is fetched. The
// bootstrap itself evaluates the page's modules in stages (stagedBootstrap.server.ts).
// Links work before that (they are plain anchors); hydration follows a frame later. The chunks then load through
// their imports, without preloads: inserting the ~40 preload links blocked the main thread 56 to 150 ms at 4x CPU
// (Lighthouse's phone). The price is the import waterfall (chunks requested level by level, about three levels),
// so on a slow network the page becomes interactive a few round trips later than with preloads; it is painted
// earlier, and cached chunks cost nothing either way.
//
// The stylesheet is inlined too (about 16 kB gzip): one request fewer before the first paint on a slow network,
// and headless Chromium (Lighthouse) held the first paint of a page with a linked sheet for about 2 s.
//
// The markup React renders is kept except for attributes and added tags, which hydration tolerates: React does not
// patch attributes while it hydrates, skips tags it did not render in <head> and <body> (React 19), and adopts the
// inert preload links as the ones it rendered.

import { Buffer } from 'node:buffer';
import { stagedBootstrap } from './stagedBootstrap.server.ts';

// With the response's CSP nonce React Router writes it last: <link rel="modulepreload" href="…" nonce="…"/>.
const preloadLink = /<link rel="modulepreload" href="([^"]+)"( nonce="[^"]*")?\/>/g;
// media="not all": the browser fetches nothing for it, and React, which rendered the link, finds it when it hydrates
// the head instead of inserting it then (one insertion per chunk, inside the hydration's longest task). Without its
// nonce: an inert link fetches nothing (and 'self' would allow our own chunks anyway), and each nonce is a place the
// page cache stamps a new one into on every answer (storefront/server/nonceStamp.ts), about 50 on a grid page.
const inertPreload = (_link: string, href: string) => `<link rel="modulepreload" href="${href}" media="not all"/>`;
// With the response's CSP nonce React Router writes it first: <link nonce="…" rel="stylesheet" href="…"/>.
const stylesheetLink = /<link (?:nonce="[^"]*" )?rel="stylesheet" href="([^"]+)"\/>/g;
/** React Router's bootstrap module script, as <Scripts> writes it with or without the response's CSP nonce. */
const moduleScriptStart = (nonce: string | undefined) => (nonce ? `<script nonce="${nonce}" type="module" async="">` : '<script type="module" async="">');
// The chunk of React, React DOM and React Router (vite.config.ts names it 'framework').
const frameworkPreload = /<link rel="modulepreload" href="(\/assets\/framework-[\w-]+\.js)"(?: nonce="[^"]*")?\/>/;
const parkedScriptId = 'rigkit-hydrate';

/** The bootstrap: in the task after the first contentful paint has been presented, run the parked module script (at
 *  once in a background tab, which paints no frames; after 3 s at the latest; after the next frame where the browser
 *  reports no paint entries). The task after the next frame was too early: headless Chromium presents a frame tens of
 *  milliseconds after committing it, so the product page's gallery image (its largest paint) was shown only after the
 *  scripts had been requested, and Lighthouse counted their download in the LCP (1.5 s against 1.05 s; issue 21
 *  item 5). Kept ES5 and tiny: it runs before anything else of ours. The script it adds carries the response's CSP
 *  nonce, read from the boot script itself (issue 14 item 6). */
const bootScript = (nonce: string | undefined) => [
  nonce ? `<script nonce="${nonce}">(function(){` : '<script>(function(){',
  'var n=document.currentScript&&document.currentScript.nonce;',
  `var go=function(){var s=document.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=document.getElementById("${parkedScriptId}").textContent;document.head.appendChild(s)};`,
  'var started=false;var once=function(){if(!started){started=true;go()}};var P=window.PerformanceObserver;',
  'if(document.visibilityState==="hidden")go();',
  'else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(once,0)}}).observe({type:"paint",buffered:true});setTimeout(once,3000)}',
  'else requestAnimationFrame(function(){setTimeout(go,0)})',
  '})()</script>',
].join('');

/** The text of a built stylesheet by its address, or undefined when it cannot be inlined (then it stays linked). */
export type ReadStylesheet = (href: string) => string | undefined;

/** Each stylesheet link whose text is known becomes a <style> with that text, followed by the link itself, disabled
 *  (a disabled sheet is not fetched), so React finds the element it rendered when it hydrates the head. */
function inlineStylesheets(head: string, readStylesheet: ReadStylesheet): string {
  return head.replace(stylesheetLink, (link, href: string) => {
    const css = readStylesheet(href);
    if (css === undefined || css.includes('</style')) return link;
    return `<style>${css}</style>${link.slice(0, -'/>'.length)} disabled=""/>`;
  });
}

/** Rewrites the document's shell (everything up to the end of the bootstrap module script); undefined when the shell
 *  has no bootstrap script, e.g. a page rendered without scripts. */
export function paintFirst(shell: string, readStylesheet: ReadStylesheet, nonce?: string): string | undefined {
  const start = moduleScriptStart(nonce);
  const scriptAt = shell.indexOf(start);
  if (scriptAt === -1) return undefined;
  const scriptEnd = shell.indexOf('</script>', scriptAt);
  if (scriptEnd === -1) return undefined;
  const framework = frameworkPreload.exec(shell.slice(0, scriptAt))?.[1];
  const head = inlineStylesheets(shell.slice(0, scriptAt).replace(preloadLink, inertPreload), readStylesheet);
  const module = stagedBootstrap(shell.slice(scriptAt + start.length, scriptEnd), framework);
  // text/plain: the browser keeps the module's text without running it; the boot script runs it later.
  return `${head}<script type="text/plain" id="${parkedScriptId}">${module}</script>${bootScript(nonce)}${shell.slice(scriptEnd + '</script>'.length)}`;
}

/** A stream transform applying paintFirst: holds the document back until its shell is complete (React writes it in
 *  one go once the loaders are done), rewrites it, then passes the streamed rest (loader data) through untouched.
 *  The shell ends at an ASCII ">", so it is cut on bytes and never inside a character. */
export function paintFirstStream(readStylesheet: ReadStylesheet, nonce?: string): TransformStream<Uint8Array, Uint8Array> {
  const start = moduleScriptStart(nonce);
  let held = Buffer.alloc(0);
  let passing = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (passing) {
        controller.enqueue(chunk);
        return;
      }
      held = Buffer.concat([held, chunk]);
      const scriptAt = held.indexOf(start);
      const end = scriptAt === -1 ? -1 : held.indexOf('</script>', scriptAt);
      if (end === -1) return;
      const shellLength = end + '</script>'.length;
      const shell = held.subarray(0, shellLength).toString('utf8');
      controller.enqueue(Buffer.from(paintFirst(shell, readStylesheet, nonce) ?? shell));
      if (held.length > shellLength) controller.enqueue(held.subarray(shellLength));
      held = Buffer.alloc(0);
      passing = true;
    },
    flush(controller) {
      if (held.length > 0) controller.enqueue(held);
    },
  });
}
