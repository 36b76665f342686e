import type { FaqSection } from '@tours/core/domain';
import type { FaqTranslations } from '@tours/core/schemas';

/**
 * The help centre's questions as the shop first had them (written in the storefront before staff
 * could edit them), in English, Malay, Arabic and Simplified Chinese. The migration that creates
 * faq_entries inserts them, and the demo seed again (fixed ids: both leave a stored entry alone).
 * `{freeCancellationHours}` is the hours of free cancellation most tickets offer (core
 * FAQ_FREE_HOURS_TOKEN), filled in when a visitor reads the answer, so it stays true in every
 * language when the default policy changes.
 *
 * Over the usual length on purpose: it is data, each entry's four languages side by side.
 */
export interface InitialFaqEntry {
  id: string;
  section: FaqSection;
  position: number;
  question: string;
  answer: string;
  translations: FaqTranslations;
}

export const INITIAL_FAQ_ENTRIES: readonly InitialFaqEntry[] = [
  {
    id: '0f3b1a10-5e0c-4c61-9a7e-1d2f00000001',
    section: 'booking',
    position: 0,
    question: 'How do I book an experience?',
    answer:
      'Browse the attractions, open the one you like and pick a ticket. Choose your date and, where the ticket has them, a time slot, then follow the booking steps: set the number of adults and children, enter your contact details and pay. Your confirmation arrives by email straight away.',
    translations: {
      ms: {
        question: 'Bagaimanakah cara menempah sesuatu pengalaman?',
        answer:
          'Layari senarai tarikan, buka yang anda suka dan pilih tiket. Pilih tarikh anda dan, jika tiket itu mempunyai slot masa, pilih slot masa, kemudian ikuti langkah tempahan: tetapkan bilangan dewasa dan kanak-kanak, masukkan butiran hubungan anda dan buat pembayaran. Pengesahan anda akan tiba melalui e-mel dengan serta-merta.',
      },
      ar: {
        question: 'كيف أحجز تجربة؟',
        answer:
          'تصفّح المعالم السياحية، وافتح ما يعجبك منها واختر تذكرة. حدّد التاريخ، واختر فترة زمنية إن كانت التذكرة تتضمن فترات، ثم اتبع خطوات الحجز: حدّد عدد البالغين والأطفال، وأدخل بيانات الاتصال بك، وادفع. يصلك تأكيد الحجز بالبريد الإلكتروني على الفور.',
      },
      zh: {
        question: '如何预订体验项目？',
        answer:
          '浏览景点，打开您喜欢的项目并选择门票。选择日期（如该门票设有时段，还需选择时段），然后按照预订步骤操作：设置成人和儿童人数，填写联系方式并付款。确认邮件会立即发送给您。',
      },
    },
  },
  {
    id: '0f3b1a10-5e0c-4c61-9a7e-1d2f00000002',
    section: 'booking',
    position: 1,
    question: 'Is it safe to book and pay here?',
    answer:
      'Yes. Every page is served over an encrypted connection using industry-standard encryption, and your card details are entered on the payment provider’s secure page. We never see or store your full card number.',
    translations: {
      ms: {
        question: 'Adakah selamat untuk menempah dan membayar di sini?',
        answer:
          'Ya. Setiap halaman dihantar melalui sambungan yang disulitkan menggunakan penyulitan standard industri, dan butiran kad anda dimasukkan di halaman selamat penyedia pembayaran. Kami tidak sekali-kali melihat atau menyimpan nombor kad penuh anda.',
      },
      ar: {
        question: 'هل الحجز والدفع هنا آمنان؟',
        answer:
          'نعم. تُقدَّم كل صفحة عبر اتصال مشفّر بتقنيات تشفير معتمدة في هذا المجال، وتُدخِل بيانات بطاقتك في الصفحة الآمنة لمزوّد خدمة الدفع. ولا نطّلع على رقم بطاقتك كاملًا ولا نحتفظ به أبدًا.',
      },
      zh: {
        question: '在这里预订和付款安全吗？',
        answer:
          '安全。每个页面均通过采用行业标准加密技术的加密连接传输，您的银行卡信息在支付服务商的安全页面上填写。我们绝不会查看或存储您完整的卡号。',
      },
    },
  },
  {
    id: '0f3b1a10-5e0c-4c61-9a7e-1d2f00000003',
    section: 'booking',
    position: 2,
    question: 'Can I book for a group?',
    answer:
      'Yes. Group bookings are welcome: specify the number of adults and children when you choose your tickets, and everyone is booked together on one confirmation. For very large groups, contact us and we will help.',
    translations: {
      ms: {
        question: 'Bolehkah saya menempah untuk kumpulan?',
        answer:
          'Boleh. Tempahan berkumpulan dialu-alukan: nyatakan bilangan dewasa dan kanak-kanak semasa memilih tiket, dan semua orang ditempah bersama dalam satu pengesahan. Untuk kumpulan yang sangat besar, hubungi kami dan kami akan membantu.',
      },
      ar: {
        question: 'هل يمكنني الحجز لمجموعة؟',
        answer:
          'نعم، نرحّب بحجوزات المجموعات: حدّد عدد البالغين والأطفال عند اختيار التذاكر، فيُحجز للجميع معًا بتأكيد واحد. وللمجموعات الكبيرة جدًا، تواصل معنا وسنساعدك.',
      },
      zh: {
        question: '可以为团体预订吗？',
        answer:
          '可以，欢迎团体预订：选择门票时填写成人和儿童人数，所有人将在同一份确认中一起预订。如果是大型团体，请联系我们，我们会为您提供帮助。',
      },
    },
  },
  {
    id: '0f3b1a10-5e0c-4c61-9a7e-1d2f00000004',
    section: 'booking',
    position: 3,
    question: 'When do I get my tickets?',
    answer:
      'Your booking is confirmed as soon as the payment goes through, and you see your booking reference on screen. Your voucher, with its check-in QR code, comes with the confirmation email: show the code at the entrance, on your phone or printed.',
    translations: {
      ms: {
        question: 'Bilakah saya akan menerima tiket saya?',
        answer:
          'Tempahan anda disahkan sebaik sahaja pembayaran berjaya, dan rujukan tempahan anda dipaparkan di skrin. Baucar anda, bersama kod QR daftar masuknya, disertakan dalam e-mel pengesahan: tunjukkan kod itu di pintu masuk, sama ada pada telefon anda atau dalam bentuk cetakan.',
      },
      ar: {
        question: 'متى أتسلّم تذاكري؟',
        answer:
          'يُؤكَّد حجزك فور إتمام الدفع، ويظهر رقم مرجع الحجز على الشاشة. وتصلك قسيمتك مع رمز QR الخاص بتسجيل الدخول في رسالة التأكيد: اعرض الرمز عند المدخل على هاتفك أو مطبوعًا.',
      },
      zh: {
        question: '我什么时候能收到门票？',
        answer:
          '付款成功后，您的预订即刻确认，屏幕上会显示您的预订编号。附有入场二维码的电子凭证会随确认邮件一起发送：入场时出示手机上的二维码或打印件即可。',
      },
    },
  },
  {
    id: '0f3b1a10-5e0c-4c61-9a7e-1d2f00000005',
    section: 'cancellation',
    position: 0,
    question: 'What is the cancellation policy?',
    answer:
      'Each ticket states its policy in plain words on its card, at checkout and in your confirmation email. Most tickets say "Free cancellation up to {freeCancellationHours} hours before the visit": cancel by then and you get your money back in full. A non-refundable ticket says so before you pay.',
    translations: {
      ms: {
        question: 'Apakah polisi pembatalan?',
        answer:
          'Setiap tiket menyatakan polisinya dengan jelas pada kadnya, semasa pembayaran dan dalam e-mel pengesahan anda. Kebanyakan tiket menyatakan "Pembatalan percuma sehingga {freeCancellationHours} jam sebelum lawatan": batalkan sebelum itu dan wang anda akan dikembalikan sepenuhnya. Tiket yang tidak boleh dibayar balik menyatakannya sebelum anda membayar.',
      },
      ar: {
        question: 'ما سياسة الإلغاء؟',
        answer:
          'تذكر كل تذكرة سياستها بعبارات واضحة على بطاقتها، وعند الدفع، وفي رسالة التأكيد. وتنص معظم التذاكر على «إلغاء مجاني حتى {freeCancellationHours} ساعة قبل الزيارة»: ألغِ قبل ذلك تسترد أموالك كاملة. أما التذكرة غير القابلة للاسترداد فيُذكر ذلك قبل أن تدفع.',
      },
      zh: {
        question: '取消政策是什么？',
        answer:
          '每张门票都会在门票卡片上、结账时以及确认邮件中清楚说明其取消政策。大多数门票注明“游览前 {freeCancellationHours} 小时免费取消”：在此之前取消即可获得全额退款。不可退款的门票会在您付款前注明。',
      },
    },
  },
  {
    id: '0f3b1a10-5e0c-4c61-9a7e-1d2f00000006',
    section: 'cancellation',
    position: 1,
    question: 'How do I cancel a booking?',
    answer:
      'Open "Manage booking" from your confirmation email, or enter your booking reference and email on the Manage booking page and we send you the link. It shows the refund before you confirm; the refund goes back to the card you paid with. Until the free-cancellation time you can also change the date or time there.',
    translations: {
      ms: {
        question: 'Bagaimanakah cara membatalkan tempahan?',
        answer:
          'Buka "Urus tempahan" daripada e-mel pengesahan anda, atau masukkan rujukan tempahan dan e-mel anda di halaman Urus tempahan dan kami akan menghantar pautannya kepada anda. Halaman itu menunjukkan jumlah bayaran balik sebelum anda mengesahkan; bayaran balik dikreditkan semula ke kad yang anda gunakan untuk membayar. Sehingga tamat tempoh pembatalan percuma, anda juga boleh menukar tarikh atau masa di situ.',
      },
      ar: {
        question: 'كيف ألغي حجزًا؟',
        answer:
          'افتح صفحة «إدارة الحجز» من رسالة التأكيد، أو أدخل رقم مرجع الحجز وبريدك الإلكتروني في صفحة إدارة الحجز وسنرسل إليك الرابط. تعرض الصفحة المبلغ المسترد قبل أن تؤكد، ويُعاد المبلغ إلى البطاقة التي دفعت بها. ويمكنك أيضًا من هناك تغيير التاريخ أو الوقت حتى انتهاء مهلة الإلغاء المجاني.',
      },
      zh: {
        question: '如何取消预订？',
        answer:
          '从确认邮件中打开“管理预订”，或在“管理预订”页面输入预订编号和电子邮箱，我们会将链接发送给您。页面会在您确认前显示退款金额；退款将退回您付款时使用的银行卡。在免费取消截止时间之前，您也可以在该页面更改日期或时间。',
      },
    },
  },
  {
    id: '0f3b1a10-5e0c-4c61-9a7e-1d2f00000007',
    section: 'cancellation',
    position: 2,
    question: 'What happens if the provider cancels?',
    answer:
      'If the attraction or tour operator cancels, for example because of weather or a closure, we notify you straight away by email and refund you in full. You can also ask us to move your booking to another date instead.',
    translations: {
      ms: {
        question: 'Apakah yang berlaku jika penyedia membatalkan?',
        answer:
          'Jika tarikan atau pengendali pelancongan membatalkan, contohnya disebabkan cuaca atau penutupan, kami akan memaklumkan anda dengan segera melalui e-mel dan membayar balik wang anda sepenuhnya. Anda juga boleh meminta kami memindahkan tempahan anda ke tarikh lain.',
      },
      ar: {
        question: 'ماذا يحدث إذا ألغى المزوّد التجربة؟',
        answer:
          'إذا ألغى المعلم السياحي أو منظّم الجولة التجربة، بسبب الطقس أو الإغلاق مثلًا، نبلغك فورًا بالبريد الإلكتروني ونردّ إليك المبلغ كاملًا. ويمكنك أيضًا أن تطلب منا نقل حجزك إلى تاريخ آخر بدلًا من ذلك.',
      },
      zh: {
        question: '如果服务商取消了怎么办？',
        answer:
          '如果景点或旅游运营商取消了项目（例如因天气或场地关闭），我们会立即通过电子邮件通知您，并全额退款。您也可以要求我们将预订改到其他日期。',
      },
    },
  },
];
