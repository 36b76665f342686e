import { Link } from 'react-router-dom';
import { COMPANY } from '../company';
import { PrevailsMs } from './prevails.ms';

const SECTIONS = [
  ['limited-license', 'Lesen Terhad'],
  ['our-relationship', 'Hubungan Kami'],
  ['legal-compliance', 'Pematuhan Undang-undang'],
  ['eligibility', 'Kelayakan dan Pendaftaran'],
  ['dmca', 'Pematuhan DMCA'],
  ['intellectual-property', 'Harta Intelek'],
  ['linking', 'Pemautan'],
  ['other-websites', 'Pautan ke Laman Web Lain'],
  ['data-protection', 'Perlindungan Data'],
  ['warranty', 'Penafian Waranti'],
  ['liability', 'Had Liabiliti'],
  ['arbitration', 'Timbang Tara'],
] as const;

/** Terma dan syarat, dalam bahasa Melayu. */
export default function TermsMs() {
  return (
    <div className="prose">
      <PrevailsMs page="terms" />
      <p>
        Terma ini terpakai bagi setiap lawatan ke laman web ini dan setiap tempahan yang dibuat di dalamnya.
        Terma ini ditawarkan oleh {COMPANY.legalName} ("kami"). Dengan menggunakan laman ini atau membuat
        tempahan, anda menerima terma ini. Kali terakhir dikemas kini pada 1 November 2026.
      </p>
      <nav aria-label="Bahagian terma">
        <ol className="toc">
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <h2 id="limited-license">1. Lesen Terhad</h2>
      <p>
        Kami memberi anda lesen yang terhad, peribadi, tidak eksklusif dan boleh dibatalkan untuk menggunakan
        laman web ini bagi mengetahui tentang pengalaman di Dubai dan menempahnya untuk diri anda sendiri
        serta orang yang melancong bersama anda. Anda tidak boleh menyalin, menjual semula atau
        mengautomasikan akses kepada laman ini, harga atau ketersediaannya, atau menggunakannya untuk sebarang
        tujuan yang menyalahi undang-undang.
      </p>

      <h2 id="our-relationship">2. Hubungan Kami</h2>
      <p>
        Kami bertindak hanya sebagai perantara antara anda dengan penyedia pengalaman, iaitu tarikan,
        pengendali pelancongan dan tempat yang mengendalikan setiap pengalaman. Kami menjual tiket bagi pihak
        mereka dan menyampaikan tempahan anda kepada mereka. Penyedia bertanggungjawab untuk menyampaikan
        pengalaman tersebut, keselamatannya dan waktu operasinya; peraturan kemasukannya sendiri terpakai pada
        hari lawatan. Tiada apa-apa dalam terma ini menjadikan kami pengendali mana-mana pengalaman.
      </p>

      <h2 id="legal-compliance">3. Pematuhan Undang-undang</h2>
      <p>
        Anda bersetuju untuk mematuhi undang-undang Emiriah Arab Bersatu dan peraturan setiap tempat yang anda
        lawati, termasuk kod pakaian, had umur dan arahan keselamatan. Penyedia boleh menolak kemasukan
        sesiapa yang melanggarnya, tanpa bayaran balik.
      </p>

      <h2 id="eligibility">4. Kelayakan dan Pendaftaran</h2>
      <p>
        Untuk membuat tempahan, anda mesti berumur sekurang-kurangnya 18 tahun, atau berumur antara 13 hingga
        18 tahun dengan kebenaran ibu bapa atau penjaga yang sah yang menerima terma ini bagi pihak anda.
        Sesiapa yang berumur di bawah 13 tahun tidak boleh membuat tempahan. Butiran yang anda berikan semasa
        menempah (nama, alamat e-mel dan nombor telefon bimbit) mestilah benar dan milik anda sendiri, kerana
        kami menggunakannya untuk menghantar tiket anda dan menghubungi anda tentang lawatan anda.
      </p>

      <h2 id="dmca">5. Pematuhan DMCA</h2>
      <p>
        Kami menghormati hak pencipta. Jika anda percaya bahawa bahan di laman ini melanggar hak cipta anda,
        hantarkan notis ke {COMPANY.email} dengan menyatakan karya tersebut, tempat ia dipaparkan di laman
        ini, butiran hubungan anda dan pernyataan bahawa anda bertindak dengan suci hati. Kami membuang bahan
        yang melanggar hak cipta dengan segera dan boleh menyekat akses pelanggar berulang.
      </p>

      <h2 id="intellectual-property">6. Harta Intelek</h2>
      <p>
        Laman ini, teks, reka bentuk, logo dan perisiannya adalah milik kami atau pemberi lesen kami, termasuk
        penyedia pengalaman yang nama dan imejnya dipaparkan dengan kebenaran mereka. Anda tidak boleh
        menggunakannya kecuali untuk melihat laman ini dan membuat tempahan.
      </p>

      <h2 id="linking">7. Pemautan</h2>
      <p>
        Anda boleh memaut ke halaman utama kami atau ke halaman sesuatu pengalaman dengan cara yang adil dan
        sah serta tidak membayangkan sebarang sokongan yang sebenarnya tidak wujud. Anda tidak boleh
        membingkaikan laman ini atau memaut kepadanya daripada kandungan yang menyalahi undang-undang atau
        menyinggung perasaan. Kami boleh menarik balik kebenaran ini pada bila-bila masa.
      </p>

      <h2 id="other-websites">8. Pautan ke Laman Web Lain</h2>
      <p>
        Laman ini mengandungi pautan ke laman web lain, seperti penyedia pembayaran kami dan halaman penyedia
        pengalaman sendiri. Kami tidak mengawal laman web tersebut dan tidak bertanggungjawab atas kandungan
        atau amalan privasinya; bacalah terma mereka apabila anda melawatinya.
      </p>

      <h2 id="data-protection">9. Perlindungan Data</h2>
      <p>
        Kami menggunakan data peribadi anda hanya untuk mengurus tempahan anda, menghantar tiket anda,
        membantu anda dan memenuhi kewajipan undang-undang kami, dan kami hanya berkongsi dengan penyedia
        maklumat yang diperlukannya untuk membenarkan anda masuk. Pembayaran kad dikendalikan oleh penyedia
        pembayaran kami. <Link to="/privacy-policy">Dasar privasi</Link> kami menerangkan data yang kami
        kumpulkan dan hak anda.
      </p>

      <h2 id="warranty">10. Penafian Waranti</h2>
      <p>
        Kami berhati-hati memastikan penerangan, harga dan ketersediaan adalah tepat, tetapi laman ini
        disediakan "sebagaimana adanya". Pengalaman disampaikan oleh penyedianya, dan kami tidak menjamin
        bahawa sesuatu pengalaman akan memenuhi jangkaan anda atau bahawa laman ini akan sentiasa tersedia
        atau bebas daripada ralat.
      </p>

      <h2 id="liability">11. Had Liabiliti</h2>
      <p>
        Setakat yang dibenarkan oleh undang-undang, liabiliti kami bagi sebarang tempahan adalah terhad kepada
        jumlah yang anda bayar untuknya, dan kami tidak bertanggungjawab atas kerugian tidak langsung atau
        atas perbuatan penyedia pengalaman. Tiada apa-apa dalam terma ini mengehadkan liabiliti yang tidak
        boleh dihadkan di sisi undang-undang.
      </p>

      <h2 id="arbitration">12. Timbang Tara</h2>
      <p>
        Jika sesuatu pertikaian tidak dapat diselesaikan melalui perbincangan dengan pasukan sokongan kami, ia
        akan diselesaikan melalui timbang tara di Dubai di bawah peraturan Pusat Timbang Tara Antarabangsa
        Dubai (Dubai International Arbitration Centre), dalam bahasa Inggeris, oleh seorang penimbang tara
        tunggal. Setiap pihak menanggung separuh daripada yuran timbang tara, dan setiap pihak menanggung kos
        guamannya sendiri.
      </p>
    </div>
  );
}
