// What a coupon link did (lib/couponLink.ts), as a toast: the spec's coupon failure text (spec 1 §8, the coupon box's
// own) or, designed, the code applied. A chunk of its own, loaded only after a coupon link.
import { couponBoxMessages } from '@rigkit/react/CouponBox';
import { Toast, createToastQueue } from '@rigkit/react/Toast';
import { useEffect, useState } from 'react';
import type { CouponLinkResult } from '../lib/couponLink.ts';

const noticeMs = 6000;

function couponLinkNoticeText({ code, isApplied }: CouponLinkResult): string {
  return isApplied ? `Coupon ${code} has been applied to your cart.` : couponBoxMessages.failed;
}

export default function CouponLinkNotice({ result }: { result: CouponLinkResult }) {
  const [toasts] = useState(() => createToastQueue());
  useEffect(() => {
    const key = toasts.add({ title: couponLinkNoticeText(result), tone: result.isApplied ? 'success' : 'error' }, { timeout: noticeMs });
    return () => toasts.close(key);
  }, [result, toasts]);
  return <Toast.Region queue={toasts} />;
}
