import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">Shop</h2>
          <ul>
            <li><Link to="/CategoryGroups/1/PC-Components">PC Components</Link></li>
            <li><Link to="/Categories/100/Desktop-Computers">Desktop Computers</Link></li>
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
        <section aria-labelledby="footer-stores">
          <h2 id="footer-stores">Stores</h2>
          <p>Wangara, Bentley and Cockburn in WA; Moorabbin in VIC.</p>
        </section>
      </div>
      <p className="site-footer__legal">Prices in AUD including GST. Delivery Australia-wide; click and collect in WA and VIC.</p>
    </footer>
  );
}
