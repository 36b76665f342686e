import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { yearIn } from '@tours/core/domain';
import { useSite } from '@/stores/site';
import { COMPANY } from '@/features/help/company';
import { LanguageSwitch } from '@/components/LanguageSwitch';

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
              <Trans>
                We are an intermediary: we sell tickets on behalf of the attractions and tour operators in
                Dubai who run each experience. Your booking is confirmed by us and honoured by the provider
                named on your ticket.
              </Trans>
            </p>
          </section>
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help">
              <Trans>Help</Trans>
            </h2>
            <ul>
              <li>
                <Link to="/booking">
                  <Trans>Manage booking</Trans>
                </Link>
              </li>
              <li>
                <Link to="/help-center">
                  <Trans>Help center</Trans>
                </Link>
              </li>
              <li>
                <Link to="/terms-condition">
                  <Trans>Terms and conditions</Trans>
                </Link>
              </li>
              <li>
                <Link to="/privacy-policy">
                  <Trans>Privacy policy</Trans>
                </Link>
              </li>
              <li>
                <Link to="/company-details">
                  <Trans>Company details</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">
              <Trans>Contact</Trans>
            </h2>
            <ul>
              <li>
                <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
              </li>
              <li>
                <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>
              </li>
              <li>
                <Trans>Every day, 8:00 to 22:00 Dubai time</Trans>
              </li>
            </ul>
          </section>
        </div>
        <LanguageSwitch />
        <div className="footer-bottom">
          {/* The server's year may differ from the visitor's on New Year's Eve. */}
          <span suppressHydrationWarning>
            <Trans>
              © {year} {COMPANY.legalName}. All rights reserved.
            </Trans>
          </span>
          <span>
            <Trans>Prices include VAT where it applies. Secure payment.</Trans>
          </span>
        </div>
      </div>
    </footer>
  );
}
