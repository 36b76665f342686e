import { COMPANY } from '../company';
import { PrevailsMs } from './prevails.ms';

/** Butiran syarikat, dalam bahasa Melayu. */
export default function CompanyMs() {
  return (
    <div className="prose">
      <PrevailsMs page="company" />
      <p>
        {COMPANY.tradeName} dikendalikan oleh {COMPANY.legalName}, sebuah syarikat berlesen di Dubai. Kami
        ialah perantara: kami menjual tiket untuk tarikan dan lawatan bagi pihak penyedia yang
        mengendalikannya, dan kami menjaga anda dari saat anda menempah hingga hari lawatan anda.
      </p>
      <div className="card card-pad">
        <dl className="facts">
          <dt>Syarikat</dt>
          <dd>{COMPANY.legalName}</dd>
          <dt>Nama perniagaan</dt>
          <dd>{COMPANY.tradeName}</dd>
          <dt>Lesen</dt>
          <dd>Lesen perdagangan 94217, Dubai Creative Clusters Authority</dd>
          <dt>VAT</dt>
          <dd>{COMPANY.vat}</dd>
          <dt>Alamat</dt>
          <dd>Pejabat 1407, Bangunan 5, Dubai Media City, Peti Surat 502118, Dubai, Emiriah Arab Bersatu</dd>
          <dt>E-mel</dt>
          <dd>
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </dd>
          <dt>Telefon</dt>
          <dd>
            <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>
          </dd>
          <dt>Waktu sokongan</dt>
          <dd>Setiap hari, 8:00 hingga 22:00 waktu Dubai</dd>
        </dl>
      </div>
      <h2>Peranan kami</h2>
      <p>
        Setiap pengalaman disampaikan oleh penyedianya, yang namanya tertera pada tiket anda. Kami menerima
        tempahan dan pembayaran anda, mengesahkannya dengan serta-merta, menyampaikannya kepada penyedia dan
        menghantar tiket kepada anda. Jika berlaku sebarang masalah pada hari lawatan, hubungi kami dan kami
        akan berurusan dengan penyedia bagi pihak anda.
      </p>
    </div>
  );
}
