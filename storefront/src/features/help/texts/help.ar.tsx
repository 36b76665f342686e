import { Link } from 'react-router-dom';
import { COMPANY } from '../company';
import { FaqFromCatalogue } from '../Faq';
import { PrevailsAr } from './prevails.ar';

/** مركز المساعدة باللغة العربية. */
export default function HelpAr() {
  return (
    <>
      <PrevailsAr page="help" />
      <section className="card contact-card help-manage" aria-labelledby="help-manage">
        <h2 id="help-manage">العثور على حجزي</h2>
        <p className="muted">
          يمكنك تغيير التاريخ أو إلغاء الحجز أو تنزيل قسيمتك من صفحة إدارة الحجز. افتحها من رسالة التأكيد التي
          وصلتك بالبريد الإلكتروني، أو أدخل رقم مرجع الحجز وبريدك الإلكتروني وسنرسل إليك الرابط.
        </p>
        <p>
          <Link className="btn btn-secondary" to="/booking">
            العثور على حجزي
          </Link>
        </p>
      </section>
      <div className="help-grid">
        <section aria-labelledby="help-booking">
          <h2 id="help-booking">الحجز</h2>
          <FaqFromCatalogue section="booking" />
        </section>
        <section aria-labelledby="help-cancellation">
          <h2 id="help-cancellation">الإلغاء واسترداد المبالغ</h2>
          <FaqFromCatalogue section="cancellation" />
        </section>
      </div>
      <section className="card contact-card" aria-labelledby="help-contact">
        <h2 id="help-contact">هل ما زلت بحاجة إلى مساعدة؟</h2>
        <p className="muted">
          يرد فريق الدعم لدينا يوميًا من 8:00 إلى 22:00 بتوقيت دبي. احتفظ برقم مرجع حجزك في متناول يدك (يبدو
          هكذا: <bdi className="booking-reference">DXB-7KQ2M9</bdi>).
        </p>
        <p>
          راسلنا على <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> أو اتصل بنا على{' '}
          <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>.
        </p>
      </section>
    </>
  );
}
