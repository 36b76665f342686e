import { Link } from 'react-router-dom';
import { FaqFromCatalogue } from '../Faq';
import { COMPANY } from '../company';

export default function HelpEn() {
  return (
    <>
      <section className="card contact-card help-manage" aria-labelledby="help-manage">
        <h2 id="help-manage">Find my booking</h2>
        <p className="muted">
          Change the date, cancel or download your voucher from Manage booking. Open it from your confirmation
          email, or give your booking reference and email and we send you the link.
        </p>
        <p>
          <Link className="btn btn-secondary" to="/booking">
            Find my booking
          </Link>
        </p>
      </section>
      <div className="help-grid">
        <section aria-labelledby="help-booking">
          <h2 id="help-booking">Booking</h2>
          <FaqFromCatalogue section="booking" />
        </section>
        <section aria-labelledby="help-cancellation">
          <h2 id="help-cancellation">Cancellations and refunds</h2>
          <FaqFromCatalogue section="cancellation" />
        </section>
      </div>
      <section className="card contact-card" aria-labelledby="help-contact">
        <h2 id="help-contact">Still need help?</h2>
        <p className="muted">
          Our support team answers {COMPANY.hours.toLowerCase()}. Keep your booking reference at hand (it
          looks like DXB-7KQ2M9).
        </p>
        <p>
          Email <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> or call{' '}
          <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>.
        </p>
      </section>
    </>
  );
}
