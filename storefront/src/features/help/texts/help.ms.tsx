import { Link } from 'react-router-dom';
import { DEFAULT_CANCELLATION_POLICY } from '@tours/core/domain';
import { COMPANY } from '../company';
import { Faq } from '../Faq';
import type { FaqEntry } from '../faq';
import { PrevailsMs } from './prevails.ms';

/** Most tickets' free cancellation (the English answer words it with describeCancellationPolicy). */
const FREE_HOURS = DEFAULT_CANCELLATION_POLICY.freeUntilHours;

const BOOKING_FAQ: FaqEntry[] = [
  {
    question: 'Bagaimanakah cara menempah sesuatu pengalaman?',
    answer:
      'Layari senarai tarikan, buka yang anda suka dan pilih tiket. Pilih tarikh anda dan, jika tiket itu mempunyai slot masa, pilih slot masa, kemudian ikuti langkah tempahan: tetapkan bilangan dewasa dan kanak-kanak, masukkan butiran hubungan anda dan buat pembayaran. Pengesahan anda akan tiba melalui e-mel dengan serta-merta.',
  },
  {
    question: 'Adakah selamat untuk menempah dan membayar di sini?',
    answer:
      'Ya. Setiap halaman dihantar melalui sambungan yang disulitkan menggunakan penyulitan standard industri, dan butiran kad anda dimasukkan di halaman selamat penyedia pembayaran. Kami tidak sekali-kali melihat atau menyimpan nombor kad penuh anda.',
  },
  {
    question: 'Bolehkah saya menempah untuk kumpulan?',
    answer:
      'Boleh. Tempahan berkumpulan dialu-alukan: nyatakan bilangan dewasa dan kanak-kanak semasa memilih tiket, dan semua orang ditempah bersama dalam satu pengesahan. Untuk kumpulan yang sangat besar, hubungi kami dan kami akan membantu.',
  },
  {
    question: 'Bilakah saya akan menerima tiket saya?',
    answer:
      'Tempahan anda disahkan sebaik sahaja pembayaran berjaya, dan rujukan tempahan anda dipaparkan di skrin. Baucar anda, bersama kod QR daftar masuknya, disertakan dalam e-mel pengesahan: tunjukkan kod itu di pintu masuk, sama ada pada telefon anda atau dalam bentuk cetakan.',
  },
];

const CANCELLATION_FAQ: FaqEntry[] = [
  {
    question: 'Apakah polisi pembatalan?',
    answer: `Setiap tiket menyatakan polisinya dengan jelas pada kadnya, semasa pembayaran dan dalam e-mel pengesahan anda. Kebanyakan tiket menyatakan "Pembatalan percuma sehingga ${FREE_HOURS} jam sebelum lawatan": batalkan sebelum itu dan wang anda akan dikembalikan sepenuhnya. Tiket yang tidak boleh dibayar balik menyatakannya sebelum anda membayar.`,
  },
  {
    question: 'Bagaimanakah cara membatalkan tempahan?',
    answer:
      'Buka "Urus tempahan" daripada e-mel pengesahan anda, atau masukkan rujukan tempahan dan e-mel anda di halaman Urus tempahan dan kami akan menghantar pautannya kepada anda. Halaman itu menunjukkan jumlah bayaran balik sebelum anda mengesahkan; bayaran balik dikreditkan semula ke kad yang anda gunakan untuk membayar. Sehingga tamat tempoh pembatalan percuma, anda juga boleh menukar tarikh atau masa di situ.',
  },
  {
    question: 'Apakah yang berlaku jika penyedia membatalkan?',
    answer:
      'Jika tarikan atau pengendali pelancongan membatalkan, contohnya disebabkan cuaca atau penutupan, kami akan memaklumkan anda dengan segera melalui e-mel dan membayar balik wang anda sepenuhnya. Anda juga boleh meminta kami memindahkan tempahan anda ke tarikh lain.',
  },
];

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
          <Faq entries={BOOKING_FAQ} />
        </section>
        <section aria-labelledby="help-cancellation">
          <h2 id="help-cancellation">Pembatalan dan bayaran balik</h2>
          <Faq entries={CANCELLATION_FAQ} />
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
