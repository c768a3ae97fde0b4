// Coupon links (spec 1 §7: applyCouponToCart is "also applied automatically for a coupon link", and the session is
// fetched again after it). Designed: any store address carrying ?coupon=CODE (the domain's couponLinkPath) applies
// CODE to the cart once the page has hydrated, then drops the parameter with a replace navigation, which leaves an
// address whose reload or copy applies nothing twice, and runs the loaders again (the header's cart count: a change of
// the query alone does not, lib/revalidation.ts). Other tabs hear of the change.
import { COUPON_LINK_PARAMETER } from '@rigkit/domain/paths';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { browserApi } from './api.client.ts';
import { announceSessionChange } from './crossTab.ts';

export interface CouponLinkResult {
  code: string;
  isApplied: boolean;
}

async function applyCoupon(code: string): Promise<boolean> {
  try {
    const { data } = await browserApi().POST('/applyCouponToCart', { body: { CouponCode: code } });
    return data.success;
  } catch {
    return false;
  }
}

/** Applies the coupon of a coupon link once per visit of the address; the result is for the page's notice. */
export function useCouponLink(): CouponLinkResult | null {
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [result, setResult] = useState<CouponLinkResult | null>(null);
  const handledVisit = useRef<string | null>(null);
  const code = new URLSearchParams(location.search).get(COUPON_LINK_PARAMETER)?.trim() ?? '';

  useEffect(() => {
    if (!code || handledVisit.current === location.key) return;
    handledVisit.current = location.key;
    void applyCoupon(code).then(async (isApplied) => {
      if (isApplied) announceSessionChange();
      setResult({ code, isApplied });
      const rest = new URLSearchParams(location.search);
      rest.delete(COUPON_LINK_PARAMETER);
      const search = rest.toString();
      await navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
      await revalidate();
    });
  }, [code, location, navigate, revalidate]);

  return result;
}
