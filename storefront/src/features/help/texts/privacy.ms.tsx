import { COMPANY } from '../company';
import { PrevailsMs } from './prevails.ms';

/** Dasar privasi, dalam bahasa Melayu. */
export default function PrivacyMs() {
  return (
    <div className="prose">
      <PrevailsMs page="privacy" />
      <p>
        Dasar ini menerangkan data peribadi yang dikumpulkan oleh {COMPANY.legalName} apabila anda menggunakan
        laman web ini, sebab ia dikumpulkan dan hak yang anda miliki. Kali terakhir dikemas kini pada 1
        November 2026.
      </p>
      <h2>Data yang kami kumpulkan</h2>
      <ul>
        <li>
          <strong>Butiran tempahan</strong>: pengalaman, tarikh, slot masa serta bilangan dewasa dan
          kanak-kanak yang anda pilih.
        </li>
        <li>
          <strong>Butiran hubungan</strong>: nama, alamat e-mel dan nombor telefon bimbit anda, supaya kami
          dapat menghantar tiket anda dan menghubungi anda tentang lawatan anda.
        </li>
        <li>
          <strong>Status pembayaran</strong>: sama ada pembayaran anda berjaya. Butiran kad dimasukkan di
          halaman penyedia pembayaran; kami tidak sekali-kali menerima nombor kad penuh anda.
        </li>
        <li>
          <strong>Data teknikal</strong>: tempahan anda yang sedang dibuat disimpan dalam storan sesi pelayar
          anda supaya ia kekal apabila halaman dimuat semula; ia dipadamkan apabila anda menutup tab atau
          membatalkan tempahan. Kami tidak menggunakan kuki pengiklanan.
        </li>
      </ul>
      <h2>Mengapa kami menggunakannya</h2>
      <p>
        Untuk menerima dan mengesahkan tempahan anda, menghantar tiket anda dan sebarang notis mengenainya
        (contohnya perubahan waktu operasi), menjawab soalan anda, mencegah penipuan dan menyimpan rekod yang
        dikehendaki oleh undang-undang.
      </p>
      <h2>Dengan siapa kami berkongsi</h2>
      <p>
        Penyedia pengalaman menerima nama pada tempahan dan bilangan tetamu, supaya ia dapat membenarkan anda
        masuk. Penyedia pembayaran kami memproses pembayaran anda. Penyedia e-mel kami menghantar pengesahan
        anda. Kami tidak sekali-kali menjual data anda.
      </p>
      <h2>Berapa lama kami menyimpannya</h2>
      <p>
        Rekod tempahan disimpan selama lima tahun untuk memenuhi kewajipan perakaunan dan cukai, kemudian
        dipadamkan. Mesej kepada pasukan sokongan kami disimpan selama dua tahun.
      </p>
      <h2>Hak anda</h2>
      <p>
        Anda boleh meminta salinan data anda, membetulkannya atau, jika dibenarkan oleh undang-undang,
        memadamkannya, serta membantah penggunaannya. Tulis kepada {COMPANY.email} dengan menyertakan rujukan
        tempahan anda dan kami akan menjawab dalam tempoh 30 hari.
      </p>
    </div>
  );
}
