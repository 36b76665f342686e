/**
 * The demo catalogue's words in Malay, Arabic and Simplified Chinese, seeded with it, so that the
 * shop at /ms/, /ar/ and /zh/ reads as a translated shop does and the admin's language tabs open
 * on real text. English stays in api/src/db/demo-catalogue.ts; each entry here says the same thing
 * as its English one, names of places kept as visitors will see them on signs.
 *
 * Over 400 lines on purpose: it is data, each record's three languages side by side so that a
 * reader checks one ticket's words in one place.
 */

import type { ProductTranslations, PromotionTranslations, TicketTranslations } from '@tours/core/schemas';
import { DEMO_TICKET_IDS } from '../db/demo-catalogue';

/** Each demo attraction's name and description, by slug. */
export const DEMO_PRODUCT_TRANSLATIONS: Record<string, ProductTranslations> = {
  'burj-khalifa': {
    ms: {
      name: 'Burj Khalifa: Dek Pemerhatian At the Top',
      description:
        'Naiki salah satu lif terpantas di dunia ke dek pemerhatian bangunan tertinggi di muka bumi. ' +
        'Pada hari yang cerah, pemandangan terbentang dari Teluk Arab hingga ke bukit pasir pertama di padang ' +
        'pasir; ketika senja, lampu bandar menyala di bawah kaki anda sementara Air Pancut Dubai menari di tasik di bawah.',
    },
    ar: {
      name: 'برج خليفة: في القمة',
      description:
        'اصعد في أحد أسرع المصاعد في العالم إلى منصات المشاهدة في أطول مبنى على وجه الأرض. ' +
        'في يوم صافٍ يمتد المنظر من الخليج العربي حتى أولى كثبان الصحراء، وعند الغسق تضيء أنوار المدينة ' +
        'تحت قدميك بينما تتراقص نافورة دبي على البحيرة في الأسفل.',
    },
    zh: {
      name: '哈利法塔：“At the Top”观景台',
      description:
        '乘坐全球最快的电梯之一，直达世界最高建筑的观景台。天气晴朗时，视野从阿拉伯湾一直延伸到沙漠边缘的第一道沙丘；' +
        '黄昏时分，城市灯火在脚下次第亮起，迪拜喷泉在下方的湖面上翩翩起舞。',
    },
  },
  'dubai-aquarium': {
    ms: {
      name: 'Akuarium Dubai & Zoo Bawah Air',
      description:
        'Berjalan melalui terowong sepanjang 48 meter di bawah sepuluh juta liter air, sambil jerung harimau pasir, ' +
        'ikan pari dan kawanan ikan cermin meluncur di atas kepala. Di tingkat atas, Zoo Bawah Air menempatkan ' +
        'penguin Gentoo, memerang dan seekor buaya air masin sepanjang lima meter.',
    },
    ar: {
      name: 'دبي أكواريوم وحديقة الحيوانات المائية',
      description:
        'امشِ عبر نفق بطول 48 مترًا تحت عشرة ملايين لتر من الماء، حيث تنساب فوقك أسماك القرش النمرية الرملية ' +
        'وأسماك الراي وأسراب من أسماك الحمام. وفي الطابق العلوي تضم حديقة الحيوانات المائية طيور البطريق جنتو ' +
        'وثعالب الماء وتمساحًا من تماسيح المياه المالحة طوله خمسة أمتار.',
    },
    zh: {
      name: '迪拜水族馆和水下动物园',
      description:
        '穿过一条48米长的隧道，头顶是一千万升海水，沙虎鲨、魟鱼和成群的鲹鱼从上方游过。' +
        '楼上的水下动物园里生活着巴布亚企鹅、水獭和一条五米长的湾鳄。',
    },
  },
  'dubai-frame': {
    ms: {
      name: 'Dubai Frame (Bingkai Dubai)',
      description:
        'Sebuah bingkai gambar setinggi 150 meter yang meletakkan Dubai lama di satu sisi dan latar langit baharu ' +
        'di sisi yang lain. Mulakan di galeri bandar seperti dahulu kala, seberangi dek langit berlantai kaca 48 ' +
        'tingkat di atas, dan akhiri dengan gambaran Dubai lima puluh tahun akan datang.',
    },
    ar: {
      name: 'برواز دبي',
      description:
        'برواز بارتفاع 150 مترًا يضع دبي القديمة في جهة وأفق المدينة الحديثة في الجهة الأخرى. ابدأ في معرض ' +
        'يروي المدينة كما كانت، واعبر منصة السماء ذات الأرضية الزجاجية على ارتفاع 48 طابقًا، واختتم جولتك ' +
        'برؤية لدبي بعد خمسين عامًا.',
    },
    zh: {
      name: '迪拜相框',
      description:
        '一座高150米的巨型相框，一边是老迪拜，另一边是新天际线。从展现昔日城市风貌的展厅出发，' +
        '穿过48层高的玻璃地板空中观景台，最后一睹五十年后的迪拜。',
    },
  },
  'museum-of-the-future': {
    ms: {
      name: 'Muzium Masa Depan',
      description:
        'Sertai perjalanan ke tahun 2071 di dalam bangunan berbentuk torus yang dibalut kaligrafi Arab. Lima ' +
        'tingkat pameran imersif merangkumi habitat angkasa lepas, hutan hujan yang dipulihkan dan kesejahteraan, ' +
        'dengan satu tingkat khas untuk kanak-kanak mencuba sendiri.',
    },
    ar: {
      name: 'متحف المستقبل',
      description:
        'انطلق في رحلة إلى عام 2071 داخل المبنى الحلقي المكسو بالخط العربي. خمسة طوابق من المعارض الغامرة ' +
        'عن المستوطنات الفضائية والغابات المطيرة المستعادة والصحة والرفاه، مع طابق تفاعلي مخصص للأطفال.',
    },
    zh: {
      name: '未来博物馆',
      description:
        '走进这座外墙布满阿拉伯书法的环形建筑，踏上前往2071年的旅程。五层沉浸式展览涵盖太空栖息地、' +
        '重生的雨林与身心健康，还有一层专为儿童设计的互动楼层。',
    },
  },
  'red-dune-desert-safari': {
    ms: {
      name: 'Safari Padang Pasir Bukit Pasir Merah',
      description:
        'Tinggalkan kota menuju bukit pasir merah Lahbab. Pemandu berpengalaman membawa anda meredah bukit pasir ' +
        'dengan 4x4, kemudian tiba masa untuk meluncur pasir, menunggang unta dan bergambar ketika matahari ' +
        'terbenam sebelum makan malam barbeku di bawah bintang-bintang dengan hiburan langsung di kem gaya Badwi.',
    },
    ar: {
      name: 'سفاري الكثبان الحمراء',
      description:
        'اترك المدينة خلفك وتوجّه إلى الكثبان الحمراء في لهباب. يأخذك سائقون متمرسون في جولة تطعيس بسيارات ' +
        'الدفع الرباعي، ثم يحين وقت التزلج على الرمال وركوب الجمال والتقاط صور الغروب، قبل عشاء مشاوي تحت ' +
        'النجوم مع عروض حية في مخيم على الطراز البدوي.',
    },
    zh: {
      name: '红沙丘沙漠探险',
      description:
        '告别城市，前往拉巴卜的红色沙丘。经验丰富的司机驾驶四驱车带你冲沙，随后体验滑沙、骑骆驼和拍摄日落，' +
        '最后在贝都因风格的营地里享用星空下的烧烤晚餐，欣赏现场表演。',
    },
  },
  'dhow-cruise': {
    ms: {
      name: 'Pelayaran Makan Malam dengan Dhow',
      description:
        'Naiki dhow kayu tradisional untuk dua jam di atas air. Meluncur melepasi menara-menara Dubai Marina yang ' +
        'bergemerlapan atau dermaga perdagangan lama di Dubai Creek sambil menikmati bufet antarabangsa, minuman ' +
        'ringan dan persembahan tarian Tanoura di atas dek.',
    },
    ar: {
      name: 'رحلة عشاء على مركب الداو',
      description:
        'اصعد على متن مركب داو خشبي تقليدي في رحلة تدوم ساعتين على الماء. أبحر بمحاذاة أبراج دبي مارينا ' +
        'المضاءة أو أرصفة التجارة القديمة في خور دبي، واستمتع ببوفيه عالمي ومشروبات خفيفة وعرض رقصة ' +
        'التنورة على سطح المركب.',
    },
    zh: {
      name: '单桅帆船晚餐游船',
      description:
        '登上传统木制单桅帆船，在水上度过两个小时。游船缓缓驶过灯火辉煌的迪拜码头高楼，或迪拜河畔古老的贸易码头，' +
        '你可以一边享用国际自助餐和软饮料，一边欣赏甲板上的坦努拉舞表演。',
    },
  },
  'old-dubai-heritage-walk': {
    ms: {
      name: 'Jelajah Warisan & Souk Dubai Lama',
      description:
        'Terokai lorong-lorong menara angin Al Fahidi bersama pemandu tempatan, seberangi sungai dengan abra untuk ' +
        'satu dirham, dan hanyutkan diri dalam aroma Souk Rempah serta kilauan Souk Emas. Kumpulan kecil, banyak ' +
        'cerita dan singgah untuk kopi Arab dan kurma.',
    },
    ar: {
      name: 'جولة التراث والأسواق في دبي القديمة',
      description:
        'استكشف أزقة البراجيل في الفهيدي مع مرشد محلي، واعبر الخور بالعبرة مقابل درهم واحد، وانغمس في روائح ' +
        'سوق التوابل وبريق سوق الذهب. مجموعات صغيرة وحكايات كثيرة واستراحة لتناول القهوة العربية والتمر.',
    },
    zh: {
      name: '老迪拜遗产与集市徒步游',
      description:
        '跟随当地导游探索法希迪历史区的风塔小巷，花一迪拉姆乘阿布拉渡船横渡迪拜河，沉浸在香料市场的香气和黄金市场的璀璨之中。' +
        '小团出行，故事满满，途中还会停下来品尝阿拉伯咖啡和椰枣。',
    },
  },
};

const T = DEMO_TICKET_IDS;

/** Each demo ticket's title, description and what is included, by id. */
export const DEMO_TICKET_TRANSLATIONS: Record<string, TicketTranslations> = {
  [T.burjAtTheTop]: {
    ms: {
      title: 'At the Top, Aras 124 & 125',
      description:
        'Masuk mengikut masa ke dek pemerhatian di aras 124 dan 125 dengan teres terbuka dan teleskop. Tiba 15 minit sebelum slot anda; lawatan mengambil masa kira-kira 90 minit.',
      included: ['Masuk ke aras 124 dan 125', 'Teleskop interaktif', 'Wi-Fi percuma di dek'],
    },
    ar: {
      title: 'في القمة، الطابقان 124 و125',
      description:
        'دخول بموعد محدد إلى منصتي المشاهدة في الطابقين 124 و125 مع شرفة خارجية ومناظير. احضر قبل موعدك بخمس عشرة دقيقة؛ تستغرق الزيارة نحو 90 دقيقة.',
      included: ['الدخول إلى الطابقين 124 و125', 'مناظير تفاعلية', 'إنترنت لاسلكي مجاني على المنصات'],
    },
    zh: {
      title: '“At the Top”观景台，124层和125层',
      description:
        '按预约时段进入124层和125层观景台，设有户外露台和望远镜。请在预约时段前15分钟到达；参观约90分钟。',
      included: ['124层和125层门票', '互动望远镜', '观景台免费无线网络'],
    },
  },
  [T.burjSky]: {
    ms: {
      title: 'At the Top SKY, Aras 148',
      description:
        'Lawatan bersama hos ke ruang rehat di aras 148 dengan juadah ringan dan tinjauan berpandu, diikuti aras 124 dan 125. Kumpulan kecil sahaja.',
      included: [
        'Ruang rehat eksklusif di aras 148',
        'Juadah ringan',
        'Tinjauan berpandu',
        'Aras 124 dan 125',
      ],
    },
    ar: {
      title: 'في القمة سكاي، الطابق 148',
      description:
        'زيارة بصحبة مضيف إلى الصالة في الطابق 148 مع مرطبات ومشاهدة بإرشاد، تليها زيارة الطابقين 124 و125. للمجموعات الصغيرة فقط.',
      included: ['صالة خاصة في الطابق 148', 'مرطبات', 'مشاهدة بإرشاد', 'الطابقان 124 و125'],
    },
    zh: {
      title: '“At the Top SKY”，148层',
      description: '由专人接待前往148层贵宾休息室，享用茶点并在讲解下观景，随后参观124层和125层。仅限小团。',
      included: ['148层专属休息室', '茶点', '讲解观景', '124层和125层'],
    },
  },
  [T.aquariumTunnel]: {
    ms: {
      title: 'Terowong Akuarium & Zoo Bawah Air',
      description:
        'Masuk tanpa tempahan masa pada mana-mana hari dibuka: terowong akuarium dan Zoo Bawah Air dengan teluk penguinnya. Kanak-kanak masuk berpasangan, setiap seorang pada harga kanak-kanak.',
      included: ['Terowong akuarium', 'Zoo Bawah Air', 'Teluk penguin'],
    },
    ar: {
      title: 'نفق الأكواريوم وحديقة الحيوانات المائية',
      description:
        'دخول دون موعد محدد في أي يوم عمل: نفق الأكواريوم وحديقة الحيوانات المائية مع خليج البطاريق. يدخل الأطفال أزواجًا، كلٌّ منهم بسعر الطفل.',
      included: ['نفق الأكواريوم', 'حديقة الحيوانات المائية', 'خليج البطاريق'],
    },
    zh: {
      title: '水族馆隧道和水下动物园',
      description: '开放日随时入场：水族馆隧道以及设有企鹅湾的水下动物园。儿童两人一组入场，每人按儿童价计。',
      included: ['水族馆隧道', '水下动物园', '企鹅湾'],
    },
  },
  [T.aquariumGlassBoat]: {
    ms: {
      title: 'Menaiki Bot Berlantai Kaca',
      description:
        'Perjalanan 15 minit merentasi bahagian atas tangki utama, dengan jerung dan ikan pari berenang di bawah lantai kaca. Orang dewasa menaiki bot berpasangan, dua orang setempat duduk, setiap seorang pada harga dewasa.',
      included: ['Perjalanan bot 15 minit', 'Masuk ke terowong akuarium'],
    },
    ar: {
      title: 'جولة بالقارب ذي القاع الزجاجي',
      description:
        'جولة مدتها 15 دقيقة فوق الحوض الرئيسي، تمر خلالها أسماك القرش والراي تحت الأرضية الزجاجية. يركب البالغون أزواجًا، اثنان في كل مقعد، كلٌّ منهم بسعر البالغ.',
      included: ['جولة بالقارب لمدة 15 دقيقة', 'الدخول إلى نفق الأكواريوم'],
    },
    zh: {
      title: '玻璃底船之旅',
      description:
        '乘船15分钟横跨主水族箱上方，鲨鱼和魟鱼从玻璃船底下方游过。成人两人一组乘坐，两人一座，每人按成人价计。',
      included: ['15分钟乘船', '水族馆隧道门票'],
    },
  },
  [T.frameEntry]: {
    ms: {
      title: 'Tiket Masuk Dubai Frame',
      description:
        'Masuk ke galeri, dek langit berlantai kaca dan pameran Dubai masa depan. Sah sepanjang hari pada tarikh yang anda pilih.',
      included: ['Galeri masa lalu', 'Dek langit', 'Pameran Dubai masa depan'],
    },
    ar: {
      title: 'تذكرة دخول برواز دبي',
      description:
        'الدخول إلى المعرض ومنصة السماء ذات الأرضية الزجاجية ومعرض دبي المستقبل. صالحة طوال اليوم في التاريخ الذي تختاره.',
      included: ['معرض الماضي', 'منصة السماء', 'معرض دبي المستقبل'],
    },
    zh: {
      title: '迪拜相框门票',
      description: '可参观展厅、玻璃地板空中观景台和未来迪拜展览。所选日期当天全天有效。',
      included: ['往昔展厅', '空中观景台', '未来迪拜展览'],
    },
  },
  [T.frameSunset]: {
    ms: {
      title: 'Lawatan Senja Dubai Frame',
      description:
        'Masuk mengikut masa pada waktu keemasan, ketika bandar lama bersinar di satu sisi dan latar langit bergemerlapan di sisi yang lain.',
      included: ['Masuk ketika matahari terbenam mengikut masa', 'Dek langit', 'Foto cenderamata'],
    },
    ar: {
      title: 'زيارة برواز دبي وقت الغروب',
      description:
        'دخول بموعد محدد في الساعة الذهبية، حين تتوهج المدينة القديمة من جهة ويضيء أفق المدينة من الجهة الأخرى.',
      included: ['دخول بموعد محدد وقت الغروب', 'منصة السماء', 'صورة تذكارية'],
    },
    zh: {
      title: '迪拜相框日落参观',
      description: '在黄金时段按预约时间入场，一边是沐浴在余晖中的老城，一边是渐次亮起的天际线。',
      included: ['日落时段预约入场', '空中观景台', '纪念照片'],
    },
  },
  [T.museumEntry]: {
    ms: {
      title: 'Tiket Masuk Muzium Masa Depan',
      description:
        'Masuk mengikut masa ke kesemua lima tingkat pameran. Peruntukkan dua jam; kanak-kanak bawah tiga tahun masuk percuma bersama orang dewasa.',
      included: ['Kesemua lima tingkat pameran', 'Tingkat kanak-kanak Future Heroes'],
    },
    ar: {
      title: 'تذكرة دخول متحف المستقبل',
      description:
        'دخول بموعد محدد إلى طوابق المعارض الخمسة كلها. خصص ساعتين للزيارة؛ يدخل الأطفال دون الثالثة مجانًا برفقة شخص بالغ.',
      included: ['طوابق المعارض الخمسة', 'طابق الأطفال «أبطال المستقبل»'],
    },
    zh: {
      title: '未来博物馆门票',
      description: '按预约时段参观全部五层展览。建议预留两小时；三岁以下儿童由成人陪同免费入场。',
      included: ['全部五层展区', '“未来英雄”儿童楼层'],
    },
  },
  [T.museumFamily]: {
    ms: {
      title: 'Lawatan Keluarga Berpemandu Muzium Masa Depan',
      description:
        'Lawatan 90 minit bersama pemandu muzium yang menyesuaikan cerita untuk penjelajah cilik, berakhir di tingkat Future Heroes.',
      included: ['Pemandu muzium', 'Masuk mengikut masa', 'Buku aktiviti untuk kanak-kanak'],
    },
    ar: {
      title: 'جولة عائلية بصحبة مرشد في متحف المستقبل',
      description:
        'جولة مدتها 90 دقيقة مع مرشد من المتحف يروي القصة بما يناسب المستكشفين الصغار، وتنتهي في طابق «أبطال المستقبل».',
      included: ['مرشد من المتحف', 'دخول بموعد محدد', 'كتيّب أنشطة للأطفال'],
    },
    zh: {
      title: '未来博物馆家庭导览',
      description: '由博物馆导游带领的90分钟导览，讲解内容专为小小探索者量身定制，最后来到“未来英雄”楼层。',
      included: ['博物馆导游', '预约时段入场', '儿童活动手册'],
    },
  },
  [T.eveningSafari]: {
    ms: {
      title: 'Safari Padang Pasir Waktu Petang dengan Makan Malam BBQ',
      description:
        'Dijemput dari hotel pada 15:00, 30 minit meredah bukit pasir, meluncur pasir, menunggang unta sebentar, bergambar ketika matahari terbenam dan makan malam barbeku dengan persembahan api. Kembali ke hotel anda sekitar 21:30. Orang dewasa pergi berpasangan, setiap seorang pada harga dewasa.',
      included: [
        'Jemput dan hantar di hotel',
        'Meredah bukit pasir',
        'Meluncur pasir',
        'Menunggang unta',
        'Makan malam BBQ',
        'Persembahan langsung',
      ],
    },
    ar: {
      title: 'سفاري صحراوي مسائي مع عشاء مشاوي',
      description:
        'الاستقبال من الفندق الساعة 15:00، ثم 30 دقيقة من التطعيس، والتزلج على الرمال، وجولة قصيرة على الجمل، والتقاط صور الغروب، وعشاء مشاوي مع عرض النار. العودة إلى فندقك نحو الساعة 21:30. يسافر البالغون أزواجًا، كلٌّ منهم بسعر البالغ.',
      included: [
        'التوصيل من الفندق وإليه',
        'التطعيس',
        'التزلج على الرمال',
        'ركوب الجمال',
        'عشاء مشاوي',
        'عروض حية',
      ],
    },
    zh: {
      title: '傍晚沙漠探险及烧烤晚餐',
      description:
        '15:00从酒店接车，30分钟冲沙、滑沙、短途骑骆驼、拍摄日落，以及伴有火舞表演的烧烤晚餐。约21:30返回酒店。成人两人一组出行，每人按成人价计。',
      included: ['酒店接送', '冲沙', '滑沙', '骑骆驼', '烧烤晚餐', '现场表演'],
    },
  },
  [T.morningDunes]: {
    ms: {
      title: 'Meredah Bukit Pasir & Meluncur Pasir Waktu Pagi',
      description:
        'Bertolak awal ketika pasir masih dingin: meredah bukit pasir, meluncur pasir dan kopi Arab di tempat peninjauan padang pasir. Kembali sebelum tengah hari.',
      included: ['Jemputan dari hotel', 'Meredah bukit pasir', 'Meluncur pasir', 'Kopi Arab dan kurma'],
    },
    ar: {
      title: 'تطعيس وتزلج على الرمال صباحًا',
      description:
        'انطلاقة مبكرة والرمال لا تزال باردة: تطعيس وتزلج على الرمال وقهوة عربية عند إطلالة صحراوية. العودة قبل الظهر.',
      included: ['الاستقبال من الفندق', 'التطعيس', 'التزلج على الرمال', 'قهوة عربية وتمر'],
    },
    zh: {
      title: '清晨冲沙与滑沙',
      description: '趁沙子还凉爽时早早出发：冲沙、滑沙，并在沙漠观景点品尝阿拉伯咖啡。中午前返回。',
      included: ['酒店接车', '冲沙', '滑沙', '阿拉伯咖啡和椰枣'],
    },
  },
  [T.overnightCamp]: {
    ms: {
      title: 'Berkhemah Semalaman di Padang Pasir',
      description:
        'Safari waktu petang, makan malam dan bermalam di khemah Badwi yang lengkap berperabot, dengan menunggang unta ketika matahari terbit dan sarapan sebelum perjalanan pulang.',
      included: [
        'Safari waktu petang',
        'Makan malam dan sarapan',
        'Khemah berperabot',
        'Menunggang unta ketika matahari terbit',
      ],
    },
    ar: {
      title: 'مخيم صحراوي لليلة واحدة',
      description:
        'سفاري مسائي وعشاء وليلة في خيمة بدوية مجهزة، مع رحلة على الجمال عند شروق الشمس وفطور قبل طريق العودة.',
      included: ['سفاري مسائي', 'العشاء والفطور', 'خيمة مجهزة', 'رحلة على الجمال عند الشروق'],
    },
    zh: {
      title: '沙漠营地过夜',
      description:
        '傍晚沙漠探险、晚餐，并在设施齐全的贝都因帐篷里过夜，次日清晨骑骆驼看日出，用过早餐后返程。',
      included: ['傍晚沙漠探险', '晚餐和早餐', '设施齐全的帐篷', '日出骑骆驼'],
    },
  },
  [T.marinaDhow]: {
    ms: {
      title: 'Pelayaran Makan Malam Dhow di Marina',
      description:
        'Dua jam menyusuri Dubai Marina dan melepasi Pulau Bluewaters dengan bufet antarabangsa, minuman ringan dan persembahan Tanoura.',
      included: ['Pelayaran dua jam', 'Makan malam bufet', 'Minuman ringan', 'Persembahan Tanoura'],
    },
    ar: {
      title: 'رحلة عشاء بالداو في المارينا',
      description:
        'ساعتان على امتداد دبي مارينا مرورًا بجزيرة بلووترز، مع بوفيه عالمي ومشروبات خفيفة وعرض التنورة.',
      included: ['رحلة بحرية لمدة ساعتين', 'عشاء بوفيه', 'مشروبات خفيفة', 'عرض التنورة'],
    },
    zh: {
      title: '码头单桅帆船晚餐游',
      description: '沿迪拜码头航行两小时，途经蓝水岛，享用国际自助餐和软饮料，观看坦努拉舞表演。',
      included: ['两小时游船', '自助晚餐', '软饮料', '坦努拉舞表演'],
    },
  },
  [T.creekDhow]: {
    ms: {
      title: 'Pelayaran Dhow di Creek dengan Makan Malam',
      description:
        'Pelayaran klasik di Dubai Creek antara souk Deira dan Bur Dubai, dengan makan malam di atas kapal.',
      included: ['Pelayaran dua jam', 'Makan malam bufet', 'Minuman ringan'],
    },
    ar: {
      title: 'رحلة بالداو في الخور مع العشاء',
      description: 'الرحلة البحرية الكلاسيكية في خور دبي بين أسواق ديرة وبر دبي، مع العشاء على متن المركب.',
      included: ['رحلة بحرية لمدة ساعتين', 'عشاء بوفيه', 'مشروبات خفيفة'],
    },
    zh: {
      title: '迪拜河单桅帆船晚餐游',
      description: '经典的迪拜河游船之旅，穿行于德拉与巴迪拜的集市之间，并在船上享用晚餐。',
      included: ['两小时游船', '自助晚餐', '软饮料'],
    },
  },
  [T.heritageWalk]: {
    ms: {
      title: 'Lawatan Berjalan Kaki Dubai Lama dengan Menaiki Abra',
      description:
        'Tiga jam berjalan kaki melalui Al Fahidi, menyeberangi sungai dengan abra dan masuk ke Souk Rempah serta Souk Emas, dalam kumpulan tidak melebihi 15 orang.',
      included: ['Pemandu tempatan', 'Menyeberang dengan abra', 'Kopi Arab dan kurma'],
    },
    ar: {
      title: 'جولة سيرًا على الأقدام في دبي القديمة مع ركوب العبرة',
      description:
        'ثلاث ساعات سيرًا على الأقدام في الفهيدي، ثم عبور الخور بالعبرة والدخول إلى سوقي التوابل والذهب، ضمن مجموعة لا تتجاوز 15 شخصًا.',
      included: ['مرشد محلي', 'العبور بالعبرة', 'قهوة عربية وتمر'],
    },
    zh: {
      title: '老迪拜徒步游（含阿布拉渡船）',
      description:
        '步行三小时游览法希迪历史区，乘阿布拉渡船横渡迪拜河，再走进香料市场和黄金市场，每团最多15人。',
      included: ['当地导游', '乘阿布拉渡船过河', '阿拉伯咖啡和椰枣'],
    },
  },
  [T.spiceSoukTasting]: {
    ms: {
      title: 'Lawatan Rasa Makanan di Souk Rempah',
      description:
        'Jelajahi Deira melalui rasa: luqaimat, teh karak, hidangan sarapan Emirati dan safron dari gerai-gerai souk.',
      included: ['Pemandu tempatan', 'Lapan hidangan untuk dirasa', 'Teh karak'],
    },
    ar: {
      title: 'جولة تذوق الطعام في سوق التوابل',
      description: 'تذوّق ديرة طبقًا بعد طبق: لقيمات وشاي كرك وأطباق فطور إماراتية وزعفران من أكشاك السوق.',
      included: ['مرشد محلي', 'ثمانية أطباق للتذوق', 'شاي كرك'],
    },
    zh: {
      title: '香料市场美食品尝之旅',
      description: '一路品尝德拉的美食：卢凯马特甜球、卡拉克奶茶、阿联酋传统早餐，以及市场摊位上的藏红花。',
      included: ['当地导游', '八种美食品尝', '卡拉克奶茶'],
    },
  },
};

/** Each demo promotion banner's title and message, by its coupon code. */
export const DEMO_PROMOTION_TRANSLATIONS: Record<string, PromotionTranslations> = {
  WELCOME10: {
    ms: {
      title: 'Selamat datang ke Dubai: diskaun 10% untuk pengalaman pertama anda',
      message:
        'Gunakan kod WELCOME10 semasa pembayaran untuk sebarang tiket. Sah pada setiap hari tarikan dibuka.',
    },
    ar: {
      title: 'أهلًا بك في دبي: خصم 10% على تجربتك الأولى',
      message: 'استخدم الرمز WELCOME10 عند إتمام الحجز على أي تذكرة. صالح في كل يوم يكون فيه المعلم مفتوحًا.',
    },
    zh: {
      title: '欢迎来到迪拜：首次体验立减10%',
      message: '结账时输入优惠码WELCOME10，适用于任何门票。景点开放的每一天均可使用。',
    },
  },
  SAFARI15: {
    ms: {
      title: 'Malam di padang pasir: diskaun 15% untuk safari',
      message:
        'Tempah mana-mana Safari Padang Pasir Bukit Pasir Merah dengan kod SAFARI15 dan jimat 15% untuk meredah bukit pasir, makan malam dan langit berbintang.',
    },
    ar: {
      title: 'ليالي الصحراء: خصم 15% على السفاري',
      message:
        'احجز أي رحلة في سفاري الكثبان الحمراء باستخدام الرمز SAFARI15 ووفّر 15% على التطعيس والعشاء وليلة تحت النجوم.',
    },
    zh: {
      title: '沙漠之夜：沙漠探险立减15%',
      message: '使用优惠码SAFARI15预订任意红沙丘沙漠探险，冲沙、晚餐和星空体验均可节省15%。',
    },
  },
};
