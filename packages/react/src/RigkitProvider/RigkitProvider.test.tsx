import { cpu } from '@rigkit/api-client/mocks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ItemTile } from '../ItemTile/ItemTile.tsx';
import { RigkitLink, RigkitProvider, useImageUrl } from './RigkitProvider.tsx';

describe('RigkitProvider: one seam for links and images', () => {
  it('draws a plain anchor without a provider', () => {
    render(<RigkitLink href="/cart" data-part="cart-link">Cart</RigkitLink>);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('data-part', 'cart-link');
  });

  it("draws every widget's links and images through the provider's functions", () => {
    render(
      <RigkitProvider renderLink={({ href, children, ...rest }) => <a {...rest} href={`/shop${href}`}>{children}</a>} imageUrl={(id, width) => `/img/${id}/${width}`}>
        <ItemTile item={cpu} />
      </RigkitProvider>,
    );
    expect(screen.getByRole('link', { name: cpu.ItemDescription })).toHaveAttribute('href', `/shop${cpu.ItemUrl}`);
    expect(document.querySelector('img')?.getAttribute('src')).toBe(`/img/${cpu.PrimaryImageId}/350`);
  });

  it("prefers a widget's own imageUrl over the provider's", () => {
    render(
      <RigkitProvider imageUrl={() => '/from-provider'}>
        <ItemTile item={cpu} imageUrl={() => '/own'} />
      </RigkitProvider>,
    );
    expect(document.querySelector('img')).toHaveAttribute('src', '/own');
  });

  it('says what is missing when a widget with pictures has no imageUrl anywhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Probe() {
      useImageUrl();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(/RigkitProvider imageUrl/);
  });
});
