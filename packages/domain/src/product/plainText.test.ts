import { describe, expect, it } from 'vitest';
import { plainTextFromHtml } from './plainText.ts';

describe('plain text of CMS HTML for listing tiles', () => {
  it.each([
    ['<p>The fastest <strong>gaming</strong> CPU.</p>', 'The fastest gaming CPU.'],
    ['<p>One.</p><p>Two.</p>', 'One. Two.'],
    ['Line<br>break', 'Line break'],
    ['Fish &amp; chips &lt;3 &#36;5 &#x24;6&nbsp;now', 'Fish & chips <3 $5 $6 now'],
    ['<script>alert(1)</script>Safe<style>p{}</style>', 'Safe'],
    ['&unknown; stays', '&unknown; stays'],
    ['  plain   text  ', 'plain text'],
  ])('%j reads %j', (html, text) => {
    expect(plainTextFromHtml(html)).toBe(text);
  });
});
