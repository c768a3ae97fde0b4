import { describe, expect, it } from 'vitest';
import { sameSitePath } from './sameSitePath.ts';

// The open-redirect rule short links and product RedirectUrls follow (issue 14 item 4, issue 17 row B8).
describe('sameSitePath', () => {
  it.each([
    ['/Products/500307/asus-prime', '/Products/500307/asus-prime'],
    ['/cart?coupon=A#top', '/cart?coupon=A#top'],
    ['https://shop.example/Brands/13', '/Brands/13'],
  ])('keeps the path of %j', (address, path) => {
    expect(sameSitePath(address, 'https://shop.example')).toBe(path);
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', 'javascript:alert(1)', 'Products/1', ''])(
    'refuses %j',
    (address) => {
      expect(sameSitePath(address, 'https://shop.example')).toBeNull();
    },
  );
});
