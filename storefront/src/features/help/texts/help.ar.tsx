import { Link } from 'react-router-dom';
import { DEFAULT_CANCELLATION_POLICY } from '@tours/core/domain';
import { COMPANY } from '../company';
import { Faq } from '../Faq';
import type { FaqEntry } from '../faq';
import { PrevailsAr } from './prevails.ar';

/** Most tickets' free cancellation (the English answer words it with describeCancellationPolicy). */
const FREE_HOURS = DEFAULT_CANCELLATION_POLICY.freeUntilHours;

const BOOKING_FAQ: FaqEntry[] = [
  {
    question: 'كيف أحجز تجربة؟',
    answer:
      'تصفّح المعالم السياحية، وافتح ما يعجبك منها واختر تذكرة. حدّد التاريخ، واختر فترة زمنية إن كانت التذكرة تتضمن فترات، ثم اتبع خطوات الحجز: حدّد عدد البالغين والأطفال، وأدخل بيانات الاتصال بك، وادفع. يصلك تأكيد الحجز بالبريد الإلكتروني على الفور.',
  },
  {
    question: 'هل الحجز والدفع هنا آمنان؟',
    answer:
      'نعم. تُقدَّم كل صفحة عبر اتصال مشفّر بتقنيات تشفير معتمدة في هذا المجال، وتُدخِل بيانات بطاقتك في الصفحة الآمنة لمزوّد خدمة الدفع. ولا نطّلع على رقم بطاقتك كاملًا ولا نحتفظ به أبدًا.',
  },
  {
    question: 'هل يمكنني الحجز لمجموعة؟',
    answer:
      'نعم، نرحّب بحجوزات المجموعات: حدّد عدد البالغين والأطفال عند اختيار التذاكر، فيُحجز للجميع معًا بتأكيد واحد. وللمجموعات الكبيرة جدًا، تواصل معنا وسنساعدك.',
  },
  {
    question: 'متى أتسلّم تذاكري؟',
    answer:
      'يُؤكَّد حجزك فور إتمام الدفع، ويظهر رقم مرجع الحجز على الشاشة. وتصلك قسيمتك مع رمز QR الخاص بتسجيل الدخول في رسالة التأكيد: اعرض الرمز عند المدخل على هاتفك أو مطبوعًا.',
  },
];

const CANCELLATION_FAQ: FaqEntry[] = [
  {
    question: 'ما سياسة الإلغاء؟',
    answer: `تذكر كل تذكرة سياستها بعبارات واضحة على بطاقتها، وعند الدفع، وفي رسالة التأكيد. وتنص معظم التذاكر على «إلغاء مجاني حتى ${FREE_HOURS} ساعة قبل الزيارة»: ألغِ قبل ذلك تسترد أموالك كاملة. أما التذكرة غير القابلة للاسترداد فيُذكر ذلك قبل أن تدفع.`,
  },
  {
    question: 'كيف ألغي حجزًا؟',
    answer:
      'افتح صفحة «إدارة الحجز» من رسالة التأكيد، أو أدخل رقم مرجع الحجز وبريدك الإلكتروني في صفحة إدارة الحجز وسنرسل إليك الرابط. تعرض الصفحة المبلغ المسترد قبل أن تؤكد، ويُعاد المبلغ إلى البطاقة التي دفعت بها. ويمكنك أيضًا من هناك تغيير التاريخ أو الوقت حتى انتهاء مهلة الإلغاء المجاني.',
  },
  {
    question: 'ماذا يحدث إذا ألغى المزوّد التجربة؟',
    answer:
      'إذا ألغى المعلم السياحي أو منظّم الجولة التجربة، بسبب الطقس أو الإغلاق مثلًا، نبلغك فورًا بالبريد الإلكتروني ونردّ إليك المبلغ كاملًا. ويمكنك أيضًا أن تطلب منا نقل حجزك إلى تاريخ آخر بدلًا من ذلك.',
  },
];

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
          <Faq entries={BOOKING_FAQ} />
        </section>
        <section aria-labelledby="help-cancellation">
          <h2 id="help-cancellation">الإلغاء واسترداد المبالغ</h2>
          <Faq entries={CANCELLATION_FAQ} />
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
