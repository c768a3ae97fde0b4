import { describe, expect, it } from 'vitest';
import { brandPath, buildListPath, categoryGroupPath, categoryPath, couponLinkPath, kitConfigurationPath, productPath, uvPrintDesignerPath, uvUploadedImagePath } from './paths.ts';
import { MAX_SLUG_LENGTH, slug } from './slug.ts';

describe('the one slug rule of every address', () => {
  it.each([
    ['AMD Ryzen 9 6700X 24-Core AM5 Processor', 'AMD-Ryzen-9-6700X-24-Core-AM5-Processor'],
    ['  Corsair 4000D (Black) - ATX  ', 'Corsair-4000D-Black-ATX'],
    ['Café 2.5" SSD / 1TB', 'Cafe-2-5-SSD-1TB'],
    ['Cooling & Fans', 'Cooling-Fans'],
    ['CPU', 'CPU'],
    ['***', ''],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(slug(name)).toBe(expected);
  });

  it('cuts a long name on the last whole word within 80 characters', () => {
    const long = 'Rigkit Custom AMD Ryzen AM5 Gaming PC with GeForce RTX 5090 32GB and 64GB DDR5 6000 and 4TB NVMe';
    const result = slug(long);
    expect(result.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(result).toBe('Rigkit-Custom-AMD-Ryzen-AM5-Gaming-PC-with-GeForce-RTX-5090-32GB-and-64GB-DDR5');
    expect(long.replace(/ /g, '-').startsWith(result)).toBe(true);
  });

  it('writes the same address in lower case on request', () => {
    expect(slug('Café 2.5" SSD / 1TB', 'lower')).toBe('cafe-2-5-ssd-1tb');
    expect(productPath(600111, 'AMD Ryzen 9 9950X3D 16-Core AM5 Processor', 'lower')).toBe('/Products/600111/amd-ryzen-9-9950x3d-16-core-am5-processor');
  });

  it('cuts a single word longer than the limit inside it', () => {
    expect(slug('x'.repeat(100))).toBe('x'.repeat(MAX_SLUG_LENGTH));
  });
});

describe('addresses (spec 2 §2 route table)', () => {
  it.each([
    [productPath(500080, 'AMD Ryzen 9 6700X 24-Core AM5 Processor'), '/Products/500080/AMD-Ryzen-9-6700X-24-Core-AM5-Processor'],
    [productPath(42, '!!!'), '/Products/42'],
    [productPath(42, null), '/Products/42'],
    [categoryPath(101, 'CPU'), '/Categories/101/CPU'],
    [categoryPath(100, 'Desktop Computers'), '/Categories/100/Desktop-Computers'],
    [categoryGroupPath(3, 'Peripherals'), '/CategoryGroups/3/Peripherals'],
    [categoryGroupPath(1, 'PC Components'), '/CategoryGroups/1/PC-Components'],
    [brandPath(10, 'AMD'), '/Brands/10/AMD'],
    [buildListPath('kknaaj', 'AMD AM5 Gaming Build'), '/buildlist/kknaaj/AMD-AM5-Gaming-Build'],
    [buildListPath('kknaaj', ''), '/buildlist/kknaaj'],
    [kitConfigurationPath(900, null), '/Products/900/Build'],
    [kitConfigurationPath(900, 'Ab c'), '/products/900/build/Ab%20c'],
    [couponLinkPath('RYZEN50'), '/cart?coupon=RYZEN50'],
    [couponLinkPath('10% OFF&more', '/'), '/?coupon=10%25%20OFF%26more'],
    [uvPrintDesignerPath(652174), '/UvPrintDesigner/652174'],
    [uvPrintDesignerPath(652174, 'UV-AB CD'), '/UvPrintDesigner/652174/UV-AB%20CD'],
    [uvUploadedImagePath('6f1c2a3b-0d4e-4f5a-8b6c-7d8e9f0a1b2c'), '/api/uv/binary/6f1c2a3b-0d4e-4f5a-8b6c-7d8e9f0a1b2c'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
