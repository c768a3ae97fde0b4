import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU_ENTRIES, accountMenuEntryForPath, isAccountPath } from './accountMenu.ts';
import { BUILD_CERTIFICATE_CATEGORY_ORDER, buildItemLabel, builderAlias, sortBuildItems } from './buildCertificate.ts';
import { formatCustomerCode, formatInvoiceCode, formatItemCode } from './codes.ts';
import { ACCOUNT_DATE_TIME_ZONE, formatAccountDate } from './dates.ts';
import { LEAD_SOURCES, leadSourceById } from './leadSources.ts';
import { ACCOUNT_MESSAGES } from './messages.ts';
import { profileHeaderName } from './profileHeader.ts';
import { defaultWishlistName } from './wishlistName.ts';

describe('account dates dd MMM yyyy (spec 3 §2.9 §8)', () => {
  it.each([
    ['2024-03-05', '05 Mar 2024'],
    ['2024-03-05T23:30:00', '05 Mar 2024'],
    ['2024-09-01', '01 Sep 2024'],
    ['2024-03-04T16:30:00Z', '05 Mar 2024'],
    ['2024-03-04T15:59:59Z', '04 Mar 2024'],
    ['2024-12-31T20:00:00+00:00', '01 Jan 2025'],
    [new Date('2024-03-04T16:30:00Z'), '05 Mar 2024'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    ['not a date', 'Invalid date'],
    ['2024-02-30', 'Invalid date'],
    [new Date(Number.NaN), 'Invalid date'],
  ])('%j shows %j in Perth time', (value, expected) => {
    expect(formatAccountDate(value)).toBe(expected);
  });

  it('uses the time zone given, Australia/Perth by default', () => {
    expect(ACCOUNT_DATE_TIME_ZONE).toBe('Australia/Perth');
    expect(formatAccountDate('2024-03-04T14:00:00Z', 'Australia/Melbourne')).toBe('05 Mar 2024');
    expect(formatAccountDate('2024-03-04T14:00:00Z', 'Australia/Perth')).toBe('04 Mar 2024');
  });
});

describe('codes zero-padded to 6 (spec 3 §9)', () => {
  it.each([
    [formatCustomerCode, 1234, 'CU-001234'],
    [formatInvoiceCode, 12345, 'SI-012345'],
    [formatItemCode, 602206, 'PLE-602206'],
    [formatItemCode, '7', 'PLE-000007'],
    [formatCustomerCode, 12345678, 'CU-12345678'],
  ])('%o(%j) is %j', (format, id, expected) => {
    expect(format(id)).toBe(expected);
  });
});

describe('default wishlist name (spec 3 §9)', () => {
  it.each([
    [0, 'My Wishlist 1'],
    [2, 'My Wishlist 3'],
  ])('with %d wishlists: %j', (count, expected) => {
    expect(defaultWishlistName(count)).toBe(expected);
  });
});

describe('build certificate (spec 3 §2.10)', () => {
  it('orders components Base PC … Mousemat, unknown categories last in their own order', () => {
    expect(BUILD_CERTIFICATE_CATEGORY_ORDER).toEqual([
      'Base PC', 'CPU', 'CPU Cooler', 'Memory', 'Graphics Card', 'OS Drive', 'Storage Drive', 'Motherboard', 'Case',
      'Power Supply', 'Licensing', 'Mousemat',
    ]);
    const items = ['Case', 'Cooling Fans', 'CPU', 'Mousemat', 'Base PC', 'Extras', 'Memory'].map((CategoryName) => ({
      CategoryName,
      OrderQuantity: 1,
      ItemDescription: CategoryName,
    }));
    expect(sortBuildItems(items).map((item) => item.CategoryName)).toEqual([
      'Base PC', 'CPU', 'Memory', 'Case', 'Mousemat', 'Cooling Fans', 'Extras',
    ]);
  });

  it.each([
    [1, 'Corsair 16GB DDR5'],
    [2, '2 x Corsair 16GB DDR5'],
  ])('quantity %d is shown as %j', (OrderQuantity, expected) => {
    expect(buildItemLabel({ CategoryName: 'Memory', OrderQuantity, ItemDescription: 'Corsair 16GB DDR5' })).toBe(expected);
  });

  it('titles the page "YOUR NEW RIG" and defaults the builder alias to the company name', () => {
    expect(ACCOUNT_MESSAGES.buildCertificateTitle).toBe('YOUR NEW RIG');
    expect(builderAlias('', 'PLE Computers')).toBe('PLE Computers');
    expect(builderAlias(null, 'PLE Computers')).toBe('PLE Computers');
    expect(builderAlias('Sam', 'PLE Computers')).toBe('Sam');
  });
});

describe('lead sources (spec 3 §9)', () => {
  it('lists every id and name exactly, "{name}" entries as written', () => {
    expect(LEAD_SOURCES.map(({ id, name }) => `${id} ${name}`).join(', ')).toBe(
      '1 Word of Mouth, 2 Existing Customer, 3 Google, 4 Static Ice, 5 POS, 8 TikTok, 9 X, 10 Twitter, 11 Facebook, ' +
        '12 Youtube, 13 Friend or Family, 14 Whirlpool, 15 Reddit, 16 Overclockers, 17 APCGE, 18 Ozbargain, ' +
        '19 Streamer, 20 Bajo, 21 {name}, 22 Pez, 23 Intel, 24 Nvidia, 25 AMD, 26 {name}, 27 ToastRackTV, 28 TheGamingGorilla',
    );
    expect(leadSourceById(27)?.name).toBe('ToastRackTV');
    expect(leadSourceById(6)).toBeUndefined();
  });
});

describe('profile header (spec 1 §2)', () => {
  it.each([
    ['Jane', 'Citizen', 'Jane Citizen'],
    ['Jane', '', 'Jane'],
    ['', 'Acme Pty Ltd', 'Acme Pty Ltd'],
    [null, undefined, 'Account'],
    [' ', ' ', 'Account'],
  ])('%j %j shows %j', (first, last, expected) => {
    expect(profileHeaderName(first, last)).toBe(expected);
  });
});

describe('account menu (spec 1 §2)', () => {
  it('has the twelve entries with their paths in order', () => {
    expect(ACCOUNT_MENU_ENTRIES.map(({ label, path }) => `${label} (${path})`)).toEqual([
      'Edit Account Details (/account)',
      'Change Password (/account/changepassword)',
      'Quotes (/account/quotes)',
      'Order History (/account/orders)',
      'Invoices History (/account/invoices)',
      'Wishlists (/account/wishlists)',
      'Promotion Redemption (/account/promotions)',
      'Return a Product (/account/return)',
      'Return History (/account/returns)',
      'Work Orders (/account/workorders)',
      'Notification Settings (/account/notifications)',
      'Stored Payments (/account/storedpayments)',
    ]);
  });

  it.each([
    ['/account', true],
    ['/Account/Orders', true],
    ['/ACCOUNT?tab=1', true],
    ['/accounts', false],
    ['/MyPLE/EditAccount', false],
  ])('%j is an account path: %s', (path, expected) => {
    expect(isAccountPath(path)).toBe(expected);
  });

  it('finds the entry for a path whatever its case', () => {
    expect(accountMenuEntryForPath('/Account/ChangePassword/')?.label).toBe('Change Password');
    expect(accountMenuEntryForPath('/account/order/abc')).toBeUndefined();
  });
});
