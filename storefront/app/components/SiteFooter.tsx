import { categoryGroupPath, categoryPath } from '@rigkit/domain/paths';
import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">Shop</h2>
          <ul>
            <li><Link to={categoryGroupPath(1, 'PC Components')}>PC Components</Link></li>
            <li><Link to={categoryPath(100, 'Desktop Computers')}>Desktop Computers</Link></li>
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
