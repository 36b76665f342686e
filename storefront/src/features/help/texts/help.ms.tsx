import { Link } from 'react-router-dom';
import { COMPANY } from '../company';
import { FaqFromCatalogue } from '../Faq';
import { PrevailsMs } from './prevails.ms';

/** Pusat bantuan, dalam bahasa Melayu. */
export default function HelpMs() {
  return (
    <>
      <PrevailsMs page="help" />
      <section className="card contact-card help-manage" aria-labelledby="help-manage">
        <h2 id="help-manage">Cari tempahan saya</h2>
        <p className="muted">
          Tukar tarikh, batalkan atau muat turun baucar anda daripada Urus tempahan. Bukanya daripada e-mel
          pengesahan anda, atau berikan rujukan tempahan dan e-mel anda dan kami akan menghantar pautannya
          kepada anda.
        </p>
        <p>
          <Link className="btn btn-secondary" to="/booking">
            Cari tempahan saya
          </Link>
        </p>
      </section>
      <div className="help-grid">
        <section aria-labelledby="help-booking">
          <h2 id="help-booking">Tempahan</h2>
          <FaqFromCatalogue section="booking" />
        </section>
        <section aria-labelledby="help-cancellation">
          <h2 id="help-cancellation">Pembatalan dan bayaran balik</h2>
          <FaqFromCatalogue section="cancellation" />
        </section>
      </div>
      <section className="card contact-card" aria-labelledby="help-contact">
        <h2 id="help-contact">Masih perlukan bantuan?</h2>
        <p className="muted">
          Pasukan sokongan kami menjawab setiap hari, 8:00 hingga 22:00 waktu Dubai. Sediakan rujukan tempahan
          anda (bentuknya seperti DXB-7KQ2M9).
        </p>
        <p>
          E-mel <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> atau hubungi{' '}
          <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>.
        </p>
      </section>
    </>
  );
}
