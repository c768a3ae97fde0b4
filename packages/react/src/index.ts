// @rigkit/react: unstyled, accessible widgets. Each widget is also a sub-path export
// (`@rigkit/react/TwoFactorChallenge`) so a CMS page pulls in only what it embeds.
export * from './AccountLayout/index.ts';
export * from './AddToExistingOrder/index.ts';
export * from './BannerCarousel/index.ts';
export * from './BigItemList/index.ts';
export * from './CartSummary/index.ts';
export * from './CartTable/index.ts';
export * from './CouponBox/index.ts';
export * from './ErrorPage/index.ts';
export * from './ItemGrid/index.ts';
export * from './ItemTile/index.ts';
export * from './KitConfigurator/index.ts';
export * from './Lightbox/index.ts';
export * from './LoginForm/index.ts';
export * from './MouseMatChooser/index.ts';
export * from './PeopleAlsoBought/index.ts';
export * from './Popup/index.ts';
export * from './ProductAvailability/index.ts';
export * from './ProductDetails/index.ts';
export * from './ProductGallery/index.ts';
export * from './ProductPrice/index.ts';
export * from './SafeHtml/index.ts';
export * from './ShareCart/index.ts';
export * from './StickyBuyBar/index.ts';
export * from './Toast/index.ts';
export * from './TwoFactorChallenge/index.ts';
