// The one seam between the widgets and the app around them: how a link is drawn (a router's Link, or a plain
// anchor) and where an image is served from. Every widget renders its links and image addresses through it, so an
// app wires its router and image host once, at its root, instead of per widget (issue 13).
import { createContext, use, useMemo, type AnchorHTMLAttributes, type ReactNode } from 'react';

/**
 * What a widget hands to the link renderer: the address, the content, the part name for styling, and the anchor
 * attributes the widget sets (`aria-current`, `download`, `tabIndex`, `aria-hidden`, a click handler for tracking).
 * A router's Link takes them as they are: `({ href, ...rest }) => <Link to={href} {...rest} />`.
 */
export interface RigkitLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string;
  children: ReactNode;
  'data-part'?: string;
  'data-state'?: string;
}

/** A link's attributes without its content, as a behaviour hook's `getLinkProps` returns them. */
export type RigkitLinkAttributes = Omit<RigkitLinkProps, 'children'>;

/** Draws one link. */
export type RenderLink = (link: RigkitLinkProps) => ReactNode;

/** The address of image `imageId` scaled to `width` CSS pixels (the server's /api/images/{id}?width=…). */
export type ImageUrl = (imageId: number, width: number) => string;

/** A plain `<a href>`: links work without a router (server-rendered pages, stories, tests). */
export const plainLink: RenderLink = ({ children, ...link }) => <a {...link}>{children}</a>;

interface RigkitContextValue {
  renderLink: RenderLink;
  imageUrl: ImageUrl | undefined;
}

const RigkitContext = createContext<RigkitContextValue>({ renderLink: plainLink, imageUrl: undefined });

export interface RigkitProviderProps {
  /** Draws every widget's links, e.g. with your router's Link. @default a plain `<a href>` */
  renderLink?: RenderLink;
  /** Builds every widget's image addresses from an image id and a width. @default none: a widget that shows images then needs its own `imageUrl` prop */
  imageUrl?: ImageUrl;
  children?: ReactNode;
}

/** Provides the link renderer and the image-address builder to every widget below it. */
export function RigkitProvider({ renderLink = plainLink, imageUrl, children }: RigkitProviderProps) {
  // One value while the props stand: a new one would reach every widget below, and a part still waiting to hydrate
  // (internal/ServerRenderedPart.tsx) would give up its server HTML for it.
  const value = useMemo(() => ({ renderLink, imageUrl }), [renderLink, imageUrl]);
  return <RigkitContext value={value}>{children}</RigkitContext>;
}

/** The provider's link renderer; a plain `<a href>` without a provider. */
export function useRenderLink(): RenderLink {
  return use(RigkitContext).renderLink;
}

/** A link drawn by the provider's renderer: `<RigkitLink href="/cart" data-part="cart-link">Cart</RigkitLink>`. */
export function RigkitLink(props: RigkitLinkProps): ReactNode {
  return use(RigkitContext).renderLink(props);
}

/** The image-address builder: the widget's own when given, else the provider's. Throws when neither is there. */
export function useImageUrl(own?: ImageUrl): ImageUrl {
  const provided = use(RigkitContext).imageUrl;
  const imageUrl = own ?? provided;
  if (!imageUrl) throw new Error('rigkit: no imageUrl; wrap the widgets in <RigkitProvider imageUrl={…}> or pass imageUrl.');
  return imageUrl;
}

/** The image-address builder when there is one (widgets that show no pictures without it). */
export function useOptionalImageUrl(own?: ImageUrl): ImageUrl | undefined {
  return own ?? use(RigkitContext).imageUrl;
}
