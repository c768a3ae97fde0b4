// One widget a CMS page carries (lib/cmsWidgets.ts): each loads only on a page that has its slot, wired to the same
// calls as on its own page. The data a widget shows (posts, videos, reviews) comes from the page's loader. Widgets
// render in the browser only: a server-rendered form could be submitted natively (a reload that loses what was
// typed) before its lazily loaded code hydrates it.
import type { ContactOption } from '@rigkit/domain/stores';
import { contactOptions } from '@rigkit/domain/stores';
import { lazy, Suspense } from 'react';
import { useIsHydrated } from './CmsHtml.tsx';
import { createNotification, sendContact, signUpToNewsletter } from '../lib/engagement.client.ts';
import { sendLocalBusinessApplication } from '../lib/localBusiness.client.ts';
import { sendUgc, uploadUgcFile } from '../lib/ugc.client.ts';
import type { CmsWidgetData, CmsWidgetName } from '../lib/cmsWidgets.ts';
// The sheets of the widgets a CMS slot may draw. Their code loads lazily, but the sheets stay here with the slot
// (content pages only): a sheet per lazy widget would need a module of ours around each.
import '../theme/widgets/engagement-forms.css';
import '../theme/widgets/local-business-application.css';
import '../theme/widgets/review-carousel.css';
import '../theme/widgets/social-media.css';
import '../theme/widgets/ugc-upload.css';

const ContactForm = lazy(() => import('@rigkit/react/ContactForm').then((module) => ({ default: module.ContactForm })));
const NewsletterSignup = lazy(() => import('@rigkit/react/NewsletterSignup').then((module) => ({ default: module.NewsletterSignup })));
const StockNotification = lazy(() => import('@rigkit/react/StockNotification').then((module) => ({ default: module.StockNotification })));
const UgcUpload = lazy(() => import('@rigkit/react/UgcUpload').then((module) => ({ default: module.UgcUpload })));
const LocalBusinessApplication = lazy(() => import('@rigkit/react/LocalBusinessApplication').then((module) => ({ default: module.LocalBusinessApplication })));
const InstagramTiles = lazy(() => import('@rigkit/react/InstagramTiles').then((module) => ({ default: module.InstagramTiles })));
const YouTubePlaylist = lazy(() => import('@rigkit/react/YouTubePlaylist').then((module) => ({ default: module.YouTubePlaylist })));
const ReviewCarousel = lazy(() => import('@rigkit/react/ReviewCarousel').then((module) => ({ default: module.ReviewCarousel })));

const contactOption = (name: string | undefined): ContactOption | undefined => contactOptions.find((option) => option === name);

function Widget({ name, options, data }: { name: CmsWidgetName; options: Record<string, string>; data: CmsWidgetData }) {
  switch (name) {
    case 'ContactForm': {
      // The drop-down stays, starting at the slot's recipient, so the shopper sees who the message goes to.
      const storeName = contactOption(options['storeName']);
      return <ContactForm isStoreSelectable {...(storeName ? { defaultStoreName: storeName } : {})} onSend={sendContact} />;
    }
    case 'NewsletterSignup':
      return <NewsletterSignup onSignUp={signUpToNewsletter} />;
    case 'StockNotification': {
      const itemId = Number(options['itemId']);
      return Number.isInteger(itemId) && itemId > 0 ? <StockNotification onSubmit={(values) => createNotification(itemId, values)} /> : null;
    }
    case 'UgcUpload':
      return <UgcUpload onUpload={uploadUgcFile} onSubmit={sendUgc} />;
    case 'LocalBusinessApplication':
      return <LocalBusinessApplication onSubmit={sendLocalBusinessApplication} />;
    case 'InstagramTiles':
      return data.instagram.length > 0 ? <InstagramTiles media={data.instagram} /> : null;
    case 'YouTubePlaylist':
      return data.youtube.length > 0 ? <YouTubePlaylist items={data.youtube} /> : null;
    case 'ReviewCarousel':
      return data.reviews.length > 0 ? <ReviewCarousel reviews={data.reviews} /> : null;
  }
}

export function CmsWidget(props: { name: CmsWidgetName; options: Record<string, string>; data: CmsWidgetData }) {
  const isHydrated = useIsHydrated();
  return (
    <div className="cms-widget" data-widget={props.name}>
      {isHydrated ? (
        <Suspense fallback={null}>
          <Widget {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
