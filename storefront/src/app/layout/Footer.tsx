import { Link } from 'react-router-dom';
import { yearIn } from '@tours/core/domain';
import { useSite } from '@/stores/site';
import { COMPANY } from '@/features/help/company';

export function Footer() {
  const site = useSite();
  // The attraction's year, so the server's render and the visitor's agree on New Year's Eve.
  const year = yearIn();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <section aria-labelledby="footer-about">
            <h2 id="footer-about">{site.name}</h2>
            <p className="footer-statement">
              We are an intermediary: we sell tickets on behalf of the attractions and tour operators in Dubai
              who run each experience. Your booking is confirmed by us and honoured by the provider named on
              your ticket.
            </p>
          </section>
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help">Help</h2>
            <ul>
              <li>
                <Link to="/booking">Manage booking</Link>
              </li>
              <li>
                <Link to="/help-center">Help center</Link>
              </li>
              <li>
                <Link to="/terms-condition">Terms and conditions</Link>
              </li>
              <li>
                <Link to="/privacy-policy">Privacy policy</Link>
              </li>
              <li>
                <Link to="/company-details">Company details</Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <ul>
              <li>
                <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
              </li>
              <li>
                <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>
              </li>
              <li>{COMPANY.hours}</li>
            </ul>
          </section>
        </div>
        <div className="footer-bottom">
          {/* The server's year may differ from the visitor's on New Year's Eve. */}
          <span suppressHydrationWarning>
            © {year} {COMPANY.legalName}. All rights reserved.
          </span>
          <span>Prices include VAT where it applies. Secure payment.</span>
        </div>
      </div>
    </footer>
  );
}
