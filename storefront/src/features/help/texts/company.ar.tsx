import { COMPANY } from '../company';
import { PrevailsAr } from './prevails.ar';

/** بيانات الشركة باللغة العربية. */
export default function CompanyAr() {
  return (
    <div className="prose">
      <PrevailsAr page="company" />
      <p>
        يدير موقع <bdi>{COMPANY.tradeName}</bdi> شركة <bdi>{COMPANY.legalName}</bdi>، وهي شركة مرخّصة في دبي.
        نحن وسيط: نبيع تذاكر المعالم السياحية والجولات نيابةً عن المزوّدين الذين يديرونها، ونرعاك من لحظة الحجز
        حتى يوم زيارتك.
      </p>
      <div className="card card-pad">
        <dl className="facts">
          <dt>الشركة</dt>
          <dd>
            <bdi>{COMPANY.legalName}</bdi>
          </dd>
          <dt>الاسم التجاري</dt>
          <dd>
            <bdi>{COMPANY.tradeName}</bdi>
          </dd>
          <dt>الرخصة</dt>
          <dd>رخصة تجارية رقم 94217، سلطة دبي للمجمعات الإبداعية</dd>
          <dt>الرقم الضريبي</dt>
          <dd>
            <bdi>{COMPANY.vat}</bdi>
          </dd>
          <dt>العنوان</dt>
          <dd>مكتب 1407، مبنى 5، مدينة دبي للإعلام، ص.ب. 502118، دبي، الإمارات العربية المتحدة</dd>
          <dt>البريد الإلكتروني</dt>
          <dd>
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </dd>
          <dt>الهاتف</dt>
          <dd>
            <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>
          </dd>
          <dt>ساعات الدعم</dt>
          <dd>يوميًا من 8:00 إلى 22:00 بتوقيت دبي</dd>
        </dl>
      </div>
      <h2>دورنا</h2>
      <p>
        يقدّم كلَّ تجربة مزوّدُها، واسمه مذكور على تذكرتك. نتلقى حجزك ودفعتك ونؤكدهما فورًا، ونحيل الحجز إلى المزوّد،
        ونرسل إليك التذاكر. وإذا واجهتك أي مشكلة يوم الزيارة، فتواصل معنا وسنتولى التعامل مع المزوّد نيابةً عنك.
      </p>
    </div>
  );
}
