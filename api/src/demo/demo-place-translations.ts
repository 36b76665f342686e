/**
 * Where the demo's visits start, in Malay, Arabic and Simplified Chinese: each attraction's area,
 * each ticket's meeting point and directions, and the questions the tours ask. Seeded beside
 * demo-translations.ts, so a visitor at /ar/ reads where to go in Arabic as well as what they buy.
 * Names on signs (The Dubai Mall, Al Seef) are kept as visitors will see them.
 */

import type { QuestionDefinition } from '@tours/core/domain';
import type { TicketTranslations } from '@tours/core/schemas';
import { DEMO_TICKET_IDS as T } from '../db/demo-catalogue';

/** Each attraction's area, as its card shows it, by slug. */
export const DEMO_LOCATION_TRANSLATIONS: Record<string, { ms: string; ar: string; zh: string }> = {
  'burj-khalifa': { ms: 'Pusat Bandar Dubai', ar: 'وسط مدينة دبي', zh: '迪拜市中心' },
  'dubai-aquarium': { ms: 'The Dubai Mall', ar: 'دبي مول', zh: '迪拜购物中心' },
  'dubai-frame': { ms: 'Taman Zabeel', ar: 'حديقة زعبيل', zh: '扎比尔公园' },
  'museum-of-the-future': { ms: 'Jalan Sheikh Zayed', ar: 'شارع الشيخ زايد', zh: '谢赫扎耶德路' },
  'red-dune-desert-safari': { ms: 'Gurun Lahbab', ar: 'صحراء لهباب', zh: '拉哈巴沙漠' },
  'dhow-cruise': { ms: 'Dubai Marina & Dubai Creek', ar: 'دبي مارينا وخور دبي', zh: '迪拜码头与迪拜河' },
  'old-dubai-heritage-walk': { ms: 'Al Fahidi & Deira', ar: 'الفهيدي وديرة', zh: '法希迪与德拉' },
};

type PlaceWords = Pick<NonNullable<TicketTranslations['ms']>, 'meetingPoint' | 'meetingPointInstructions'>;

const HOTEL_LOBBY: Record<'ms' | 'ar' | 'zh', PlaceWords> = {
  ms: { meetingPoint: 'Lobi hotel anda di Dubai: pemandu menelefon anda 30 minit sebelum ambilan' },
  ar: { meetingPoint: 'بهو فندقك في دبي: يتصل بك السائق قبل موعد الاصطحاب بثلاثين دقيقة' },
  zh: { meetingPoint: '您在迪拜的酒店大堂：司机会在接送前 30 分钟致电您' },
};

const FRAME_GATE: Record<'ms' | 'ar' | 'zh', PlaceWords> = {
  ms: { meetingPoint: 'Pintu masuk Dubai Frame, Pintu 3 Taman Zabeel' },
  ar: { meetingPoint: 'مدخل برواز دبي، البوابة 3 في حديقة زعبيل' },
  zh: { meetingPoint: '迪拜相框入口，扎比尔公园 3 号门' },
};

/** Each ticket's meeting point and directions, by ticket id. */
export const DEMO_PLACE_TRANSLATIONS: Record<string, Record<'ms' | 'ar' | 'zh', PlaceWords>> = {
  [T.burjAtTheTop]: {
    ms: {
      meetingPoint: 'Pintu masuk At the Top, tingkat bawah tanah The Dubai Mall (bahagian Fountain Views)',
      meetingPointInstructions:
        'Ikut papan tanda At the Top dari pintu masuk Fountain Views di The Dubai Mall ke tingkat bawah tanah.',
    },
    ar: {
      meetingPoint: 'مدخل "أت ذا توب"، الطابق الأرضي السفلي في دبي مول (جهة فاونتن فيوز)',
      meetingPointInstructions:
        'اتبع لافتات "أت ذا توب" من مدخل فاونتن فيوز في دبي مول إلى الطابق الأرضي السفلي.',
    },
    zh: {
      meetingPoint: '“At the Top”入口，迪拜购物中心地下一层（Fountain Views 一侧）',
      meetingPointInstructions: '从迪拜购物中心的 Fountain Views 入口沿“At the Top”指示牌前往地下一层。',
    },
  },
  [T.burjSky]: {
    ms: { meetingPoint: 'Kaunter At the Top SKY, tingkat bawah tanah The Dubai Mall' },
    ar: { meetingPoint: 'مكتب "أت ذا توب سكاي"، الطابق الأرضي السفلي في دبي مول' },
    zh: { meetingPoint: '“At the Top SKY”服务台，迪拜购物中心地下一层' },
  },
  [T.aquariumTunnel]: {
    ms: {
      meetingPoint: 'Kaunter tiket Akuarium Dubai, tingkat bawah The Dubai Mall',
      meetingPointInstructions: 'Kaunter tiket menghadap panel akuarium besar di tingkat bawah.',
    },
    ar: {
      meetingPoint: 'مكتب تذاكر دبي أكواريوم، الطابق الأرضي في دبي مول',
      meetingPointInstructions: 'يقع مكتب التذاكر مقابل لوح الحوض الكبير في الطابق الأرضي.',
    },
    zh: {
      meetingPoint: '迪拜水族馆售票处，迪拜购物中心一层',
      meetingPointInstructions: '售票处正对一层的大型水族箱观景窗。',
    },
  },
  [T.aquariumGlassBoat]: {
    ms: { meetingPoint: 'Jeti bot dasar kaca, aras 2 Zoo Bawah Air' },
    ar: { meetingPoint: 'رصيف القارب ذي القاع الزجاجي، المستوى 2 في حديقة الحيوانات المائية' },
    zh: { meetingPoint: '玻璃底船码头，水下动物园 2 层' },
  },
  [T.frameEntry]: {
    ms: {
      ...FRAME_GATE.ms,
      meetingPointInstructions:
        'Masuk ke Taman Zabeel melalui Pintu 3; pejabat tiket Frame di sebelah kiri anda.',
    },
    ar: {
      ...FRAME_GATE.ar,
      meetingPointInstructions: 'ادخل حديقة زعبيل من البوابة 3؛ مكتب تذاكر البرواز على يسارك.',
    },
    zh: { ...FRAME_GATE.zh, meetingPointInstructions: '从 3 号门进入扎比尔公园，相框售票处在您的左手边。' },
  },
  [T.frameSunset]: FRAME_GATE,
  [T.museumEntry]: {
    ms: { meetingPoint: 'Pintu masuk utama Muzium Masa Depan, Jalan Sheikh Zayed (metro Emirates Towers)' },
    ar: { meetingPoint: 'المدخل الرئيسي لمتحف المستقبل، شارع الشيخ زايد (محطة مترو أبراج الإمارات)' },
    zh: { meetingPoint: '未来博物馆正门，谢赫扎耶德路（阿联酋塔地铁站）' },
  },
  [T.museumFamily]: {
    ms: { meetingPoint: 'Kaunter lawatan berpemandu di dalam pintu masuk utama Muzium Masa Depan' },
    ar: { meetingPoint: 'مكتب الجولات المصحوبة بمرشد داخل المدخل الرئيسي لمتحف المستقبل' },
    zh: { meetingPoint: '未来博物馆正门内的导览服务台' },
  },
  [T.eveningSafari]: HOTEL_LOBBY,
  [T.morningDunes]: HOTEL_LOBBY,
  [T.overnightCamp]: HOTEL_LOBBY,
  [T.marinaDhow]: {
    ms: {
      meetingPoint: 'Kelab Kapal Layar Dubai Marina, pintu menaiki jeti 7',
      meetingPointInstructions:
        'Berjalan di sepanjang persiaran ke jeti 7; anak kapal menyemak nama di pintu menaiki 30 minit sebelum belayar.',
    },
    ar: {
      meetingPoint: 'نادي دبي مارينا لليخوت، بوابة الصعود في الرصيف 7',
      meetingPointInstructions:
        'امشِ على الممشى حتى الرصيف 7؛ يتحقق الطاقم من الأسماء عند بوابة الصعود قبل الإبحار بثلاثين دقيقة.',
    },
    zh: {
      meetingPoint: '迪拜码头游艇俱乐部，7 号码头登船口',
      meetingPointInstructions: '沿滨海步道走到 7 号码头；船员会在开船前 30 分钟于登船口核对姓名。',
    },
  },
  [T.creekDhow]: {
    ms: {
      meetingPoint: 'Terminal dhow Al Seef, Dubai Creek',
      meetingPointInstructions: 'Terminal terletak di hujung utara Al Seef, bersebelahan stesen abra.',
    },
    ar: {
      meetingPoint: 'محطة المراكب الشراعية في السيف، خور دبي',
      meetingPointInstructions: 'تقع المحطة في الطرف الشمالي من السيف، بجانب محطة العبرة.',
    },
    zh: {
      meetingPoint: 'Al Seef 传统木船码头，迪拜河',
      meetingPointInstructions: '码头位于 Al Seef 北端，紧邻阿布拉水上的士站。',
    },
  },
  [T.heritageWalk]: {
    ms: {
      meetingPoint: 'Stesen metro Al Fahidi, pintu keluar 1',
      meetingPointInstructions:
        'Pemandu menunggu di luar pintu keluar 1 sambil memegang papan tanda biru Dubai Attractions.',
    },
    ar: {
      meetingPoint: 'محطة مترو الفهيدي، المخرج 1',
      meetingPointInstructions: 'ينتظرك المرشد خارج المخرج 1 حاملًا لافتة زرقاء كُتب عليها Dubai Attractions.',
    },
    zh: {
      meetingPoint: '法希迪地铁站 1 号出口',
      meetingPointInstructions: '导游在 1 号出口外等候，手持蓝色的 Dubai Attractions 标牌。',
    },
  },
  [T.spiceSoukTasting]: {
    ms: {
      meetingPoint: 'Stesen metro Al Ras, pintu keluar 2',
      meetingPointInstructions:
        'Pemandu menunggu di luar pintu keluar 2 sambil memegang papan tanda biru Dubai Attractions.',
    },
    ar: {
      meetingPoint: 'محطة مترو الراس، المخرج 2',
      meetingPointInstructions: 'ينتظرك المرشد خارج المخرج 2 حاملًا لافتة زرقاء كُتب عليها Dubai Attractions.',
    },
    zh: {
      meetingPoint: '拉斯地铁站 2 号出口',
      meetingPointInstructions: '导游在 2 号出口外等候，手持蓝色的 Dubai Attractions 标牌。',
    },
  },
};

const DIETARY_CHOICES = {
  ms: ['Tiada', 'Vegetarian', 'Vegan', 'Bebas gluten', 'Alahan kacang', 'Alahan makanan laut'],
  ar: [
    'لا شيء',
    'نباتي',
    'نباتي صرف',
    'خالٍ من الغلوتين',
    'حساسية من المكسرات',
    'حساسية من المأكولات البحرية',
  ],
  zh: ['无', '素食', '纯素', '无麸质', '坚果过敏', '海鲜过敏'],
};
const DIETARY_HELP = {
  ms: 'Pilih “Tiada” jika tetamu ini makan semua jenis makanan.',
  ar: 'اختر "لا شيء" إذا كان هذا الضيف يأكل كل شيء.',
  zh: '如果这位客人没有忌口，请选择“无”。',
};

/** The questions' words, by the English label each demo question has. */
export const DEMO_QUESTION_TRANSLATIONS: Record<string, NonNullable<QuestionDefinition['translations']>> = {
  'Dietary needs for the BBQ dinner': {
    ms: {
      label: 'Keperluan diet untuk makan malam BBQ',
      helpText: DIETARY_HELP.ms,
      options: DIETARY_CHOICES.ms,
    },
    ar: { label: 'الاحتياجات الغذائية لعشاء الشواء', helpText: DIETARY_HELP.ar, options: DIETARY_CHOICES.ar },
    zh: { label: '烧烤晚餐的饮食需求', helpText: DIETARY_HELP.zh, options: DIETARY_CHOICES.zh },
  },
  'Dietary needs for dinner and breakfast': {
    ms: {
      label: 'Keperluan diet untuk makan malam dan sarapan',
      helpText: DIETARY_HELP.ms,
      options: DIETARY_CHOICES.ms,
    },
    ar: {
      label: 'الاحتياجات الغذائية للعشاء والإفطار',
      helpText: DIETARY_HELP.ar,
      options: DIETARY_CHOICES.ar,
    },
    zh: { label: '晚餐和早餐的饮食需求', helpText: DIETARY_HELP.zh, options: DIETARY_CHOICES.zh },
  },
  'Dietary needs for the buffet': {
    ms: { label: 'Keperluan diet untuk bufet', helpText: DIETARY_HELP.ms, options: DIETARY_CHOICES.ms },
    ar: { label: 'الاحتياجات الغذائية للبوفيه', helpText: DIETARY_HELP.ar, options: DIETARY_CHOICES.ar },
    zh: { label: '自助餐的饮食需求', helpText: DIETARY_HELP.zh, options: DIETARY_CHOICES.zh },
  },
  'Room number': {
    ms: { label: 'Nombor bilik', helpText: 'Membantu pemandu mencari anda jika anda lewat ke lobi.' },
    ar: { label: 'رقم الغرفة', helpText: 'يساعد السائق على إيجادك إن تأخرت في الوصول إلى البهو.' },
    zh: { label: '房间号', helpText: '如果您晚到大堂，这能帮助司机找到您。' },
  },
};

/** A demo question with its Malay, Arabic and Chinese words. */
export function withQuestionTranslations(question: QuestionDefinition): QuestionDefinition {
  const translations = DEMO_QUESTION_TRANSLATIONS[question.label];
  return translations ? { ...question, translations } : question;
}

/** A demo ticket's translations with its meeting point's words added to each language. */
export function withPlaceTranslations(id: string, translations: TicketTranslations): TicketTranslations {
  const place = DEMO_PLACE_TRANSLATIONS[id];
  if (!place) return translations;
  return {
    ms: { ...translations.ms, ...place.ms },
    ar: { ...translations.ar, ...place.ar },
    zh: { ...translations.zh, ...place.zh },
  };
}

/** The demo's ticket options, by their English preference. */
const PREFERENCE_WORDS: Record<string, { ms: string; ar: string; zh: string }> = {
  Standard: { ms: 'Standard', ar: 'عادي', zh: '标准' },
  'Fast-track entry': { ms: 'Masuk laluan pantas', ar: 'دخول سريع', zh: '快速通道入场' },
  'Lounge access': { ms: 'Akses lounge', ar: 'دخول الصالة', zh: '含贵宾休息室' },
  'English-speaking guide': { ms: 'Pemandu berbahasa Inggeris', ar: 'مرشد يتحدث الإنجليزية', zh: '英语导览' },
  'Arabic-speaking guide': { ms: 'Pemandu berbahasa Arab', ar: 'مرشد يتحدث العربية', zh: '阿拉伯语导览' },
  'Shared 4x4': { ms: '4x4 dikongsi', ar: 'سيارة دفع رباعي مشتركة', zh: '拼车四驱越野车' },
  'Private 4x4 (up to 6 guests)': {
    ms: '4x4 persendirian (sehingga 6 tetamu)',
    ar: 'سيارة دفع رباعي خاصة (حتى 6 ضيوف)',
    zh: '包车四驱越野车（最多 6 位客人）',
  },
  'Shared 4x4 with quad bike': {
    ms: '4x4 dikongsi dengan motosikal quad',
    ar: 'سيارة دفع رباعي مشتركة مع دراجة رباعية',
    zh: '拼车四驱越野车加沙滩摩托',
  },
  'Shared tent': { ms: 'Khemah dikongsi', ar: 'خيمة مشتركة', zh: '共享帐篷' },
  'Private tent': { ms: 'Khemah persendirian', ar: 'خيمة خاصة', zh: '私人帐篷' },
  'Lower deck': { ms: 'Dek bawah', ar: 'السطح السفلي', zh: '下层甲板' },
  'Upper deck (open air)': { ms: 'Dek atas (terbuka)', ar: 'السطح العلوي (مكشوف)', zh: '上层甲板（露天）' },
};

/** A demo ticket's translations with its options' words, in its pricing's order. */
export function withPreferenceTranslations(
  pricing: readonly { preference: string }[],
  translations: TicketTranslations,
): TicketTranslations {
  const words = (locale: 'ms' | 'ar' | 'zh') =>
    pricing.map((p) => {
      const known = PREFERENCE_WORDS[p.preference];
      if (!known) throw new Error(`The demo's option "${p.preference}" has no translation`);
      return known[locale];
    });
  return {
    ms: { ...translations.ms, preferences: words('ms') },
    ar: { ...translations.ar, preferences: words('ar') },
    zh: { ...translations.zh, preferences: words('zh') },
  };
}
