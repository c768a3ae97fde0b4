import { Link } from 'react-router';

/** The shop links' addresses from the root loader (lib/navigation.ts footerShopLinks); absent when it failed. */
export interface SiteFooterProps {
  links: { pcComponents: string; desktopComputers: string } | undefined;
}

export function SiteFooter({ links }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">Shop</h2>
          <ul>
            {links ? (
              <>
                <li><Link to={links.pcComponents}>PC Components</Link></li>
                <li><Link to={links.desktopComputers}>Desktop Computers</Link></li>
              </>
            ) : null}
            <li><Link to="/Search">Search</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-account">
          <h2 id="footer-account">Your account</h2>
          <ul>
            <li><Link to="/Login">Login</Link></li>
            <li><Link to="/cart">Cart</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Help</h2>
          <ul>
            <li><Link to="/Contact">Contact us and our stores</Link></li>
            <li><Link to="/Chat">Support chat</Link></li>
            <li><Link to="/Warranty">Warranty</Link></li>
            <li><Link to="/BuyNowPayLater">Buy now, pay later</Link></li>
            <li><Link to="/TermsConditions">Terms and conditions</Link></li>
            <li><Link to="/Privacy">Privacy</Link></li>
          </ul>
        </section>
      </div>
      <p className="site-footer__legal">Prices in AUD including GST. Delivery Australia-wide; click and collect in WA and VIC.</p>
    </footer>
  );
}
