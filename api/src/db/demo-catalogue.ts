/**
 * The demo catalogue loaded on first start: a Dubai attractions site shown at host name `localhost`.
 * Ids are fixed so that the seed is idempotent and other packages' tests can name a ticket.
 * Prices are integer sen (myr). Images are this project's own SVG illustrations under api/assets/.
 *
 * Over 400 lines on purpose: it is data, not logic, and a product sits next to its tickets so that a
 * reader checks one attraction's description, prices and slots in one place; split across files it
 * would only be harder to keep consistent.
 */

import { DEFAULT_CANCELLATION_POLICY, NON_REFUNDABLE, type CancellationPolicy } from '@tours/core/domain';

export const DEMO_SITE = {
  hostName: 'localhost',
  slug: 'dubai-attractions',
  name: 'Dubai Attractions',
} as const;
export const DEMO_SITE_LOGO = `/assets/${DEMO_SITE.slug}/images/logo.svg`;

const img = (slug: string, file: string) => `/assets/${slug}/images/${file}`;
const id = (n: number) => `5b0c1a2e-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface DemoProduct {
  slug: string;
  name: string;
  productGroup: string;
  location: string;
  /** Where a visitor goes (the meeting point of a tour): a wallet pass shows on the lock screen there. */
  coordinates: { latitude: number; longitude: number };
  description: string;
  images: string[];
  sortOrder: number;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    slug: 'burj-khalifa',
    name: 'Burj Khalifa: At the Top',
    productGroup: 'attractions',
    location: 'Downtown Dubai',
    coordinates: { latitude: 25.1972, longitude: 55.2744 },
    description:
      'Ride one of the fastest lifts in the world to the observation decks of the tallest building on earth. ' +
      'On a clear day the view reaches from the Arabian Gulf to the first dunes of the desert; at dusk the city lights ' +
      'come on beneath your feet while the Dubai Fountain plays on the lake below.',
    images: [img('burj-khalifa', 'hero.svg'), img('burj-khalifa', 'logo.svg')],
    sortOrder: 1,
  },
  {
    slug: 'dubai-aquarium',
    name: 'Dubai Aquarium & Underwater Zoo',
    productGroup: 'attractions',
    location: 'The Dubai Mall',
    coordinates: { latitude: 25.1975, longitude: 55.279 },
    description:
      'Walk through a 48-metre tunnel beneath ten million litres of water, where sand tiger sharks, stingrays and ' +
      'shoals of trevally glide overhead. Upstairs, the Underwater Zoo is home to Gentoo penguins, otters and a ' +
      'five-metre saltwater crocodile.',
    images: [img('dubai-aquarium', 'hero.svg'), img('dubai-aquarium', 'logo.svg')],
    sortOrder: 2,
  },
  {
    slug: 'dubai-frame',
    name: 'Dubai Frame',
    productGroup: 'attractions',
    location: 'Zabeel Park',
    coordinates: { latitude: 25.2353, longitude: 55.3004 },
    description:
      'A 150-metre picture frame that puts old Dubai on one side and the new skyline on the other. Start in the ' +
      'gallery of the city as it was, cross the glass-floored sky deck 48 floors up, and end with a vision of Dubai ' +
      'fifty years from now.',
    images: [img('dubai-frame', 'hero.svg'), img('dubai-frame', 'logo.svg')],
    sortOrder: 3,
  },
  {
    slug: 'museum-of-the-future',
    name: 'Museum of the Future',
    productGroup: 'attractions',
    location: 'Sheikh Zayed Road',
    coordinates: { latitude: 25.2192, longitude: 55.2818 },
    description:
      'Step aboard a journey to the year 2071 inside the torus-shaped building wrapped in Arabic calligraphy. ' +
      'Five floors of immersive exhibits cover space habitats, restored rainforests and wellbeing, with a ' +
      'hands-on floor made for children.',
    images: [img('museum-of-the-future', 'hero.svg'), img('museum-of-the-future', 'logo.svg')],
    sortOrder: 4,
  },
  {
    slug: 'red-dune-desert-safari',
    name: 'Red Dune Desert Safari',
    productGroup: 'desert-safari',
    location: 'Lahbab Desert',
    coordinates: { latitude: 24.9989, longitude: 55.6036 },
    description:
      'Leave the city behind for the red dunes of Lahbab. Experienced drivers take you dune bashing in a 4x4, ' +
      'then it is time for sandboarding, a camel ride and sunset photographs before a barbecue dinner under the ' +
      'stars with live entertainment at a Bedouin-style camp.',
    images: [img('red-dune-desert-safari', 'hero.svg'), img('red-dune-desert-safari', 'logo.svg')],
    sortOrder: 5,
  },
  {
    slug: 'dhow-cruise',
    name: 'Dhow Dinner Cruise',
    productGroup: 'tours',
    location: 'Dubai Marina & Dubai Creek',
    coordinates: { latitude: 25.0805, longitude: 55.1403 },
    description:
      'Board a traditional wooden dhow for two hours on the water. Glide past the lit towers of Dubai Marina or ' +
      'the old trading wharves of Dubai Creek while you enjoy an international buffet, soft drinks and a ' +
      'Tanoura dance show on deck.',
    images: [img('dhow-cruise', 'hero.svg'), img('dhow-cruise', 'logo.svg')],
    sortOrder: 6,
  },
  {
    slug: 'old-dubai-heritage-walk',
    name: 'Old Dubai Heritage & Souk Walk',
    productGroup: 'tours',
    location: 'Al Fahidi & Deira',
    coordinates: { latitude: 25.2637, longitude: 55.2972 },
    description:
      'Explore the wind-tower lanes of Al Fahidi with a local guide, cross the creek by abra for one dirham, and ' +
      'lose yourself in the scents of the Spice Souk and the glitter of the Gold Souk. Small groups, plenty of ' +
      'stories and a stop for Arabic coffee and dates.',
    images: [img('old-dubai-heritage-walk', 'hero.svg'), img('old-dubai-heritage-walk', 'logo.svg')],
    sortOrder: 7,
  },
];

type Weekday = 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';

export interface DemoTicket {
  id: string;
  service: string;
  title: string;
  ticketType: string;
  description: string;
  included: string[];
  pricing: {
    preference: string;
    weekDays: { adult: number; child: number };
    weekEnds: { adult: number; child: number };
  }[];
  timeSlots: string[];
  isTimeSlot: boolean;
  adultQrCount: number;
  childQrCount: number;
  isAdultByOneGetOneActive: boolean;
  isChildByOneGetOneActive: boolean;
  ticketImages: string[];
  attractionClosed: Weekday[];
  capacityPerSlot: number | null;
  maxPerBooking: number;
  cancellationPolicy: CancellationPolicy;
}

const price = (wdAdult: number, wdChild: number, weAdult: number, weChild: number) => ({
  weekDays: { adult: wdAdult, child: wdChild },
  weekEnds: { adult: weAdult, child: weChild },
});

const base = {
  adultQrCount: 1,
  childQrCount: 1,
  isAdultByOneGetOneActive: false,
  isChildByOneGetOneActive: false,
  attractionClosed: [] as Weekday[],
  maxPerBooking: 20,
  cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
};

/** Ticket ids that tests of other packages may rely on. */
export const DEMO_TICKET_IDS = {
  burjAtTheTop: id(1),
  burjSky: id(2),
  aquariumTunnel: id(3),
  aquariumGlassBoat: id(4),
  frameEntry: id(5),
  frameSunset: id(6),
  museumEntry: id(7),
  museumFamily: id(8),
  eveningSafari: id(9),
  morningDunes: id(10),
  overnightCamp: id(11),
  marinaDhow: id(12),
  creekDhow: id(13),
  heritageWalk: id(14),
  spiceSoukTasting: id(15),
} as const;

export const DEMO_TICKETS: DemoTicket[] = [
  {
    ...base,
    id: DEMO_TICKET_IDS.burjAtTheTop,
    service: 'burj-khalifa',
    title: 'At the Top, Levels 124 & 125',
    ticketType: 'general-admission',
    description:
      'Timed entry to the observation decks on levels 124 and 125 with an outdoor terrace and telescopes. Arrive 15 minutes before your slot; the visit lasts about 90 minutes.',
    included: ['Entry to levels 124 and 125', 'Interactive telescopes', 'Free Wi-Fi on the decks'],
    pricing: [
      { preference: 'Standard', ...price(16900, 13400, 18900, 14900) },
      { preference: 'Fast-track entry', ...price(27900, 22400, 29900, 23900) },
    ],
    timeSlots: ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00', '21:00'],
    isTimeSlot: true,
    capacityPerSlot: 40,
    ticketImages: [img('burj-khalifa', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.burjSky,
    service: 'burj-khalifa',
    title: 'At the Top SKY, Level 148',
    ticketType: 'premium',
    description:
      'A hosted visit to the lounge on level 148 with refreshments and a guided view, followed by levels 124 and 125. Small groups only.',
    included: ['Private lounge on level 148', 'Refreshments', 'Guided viewing', 'Levels 124 and 125'],
    pricing: [{ preference: 'Lounge access', ...price(54900, 44900, 59900, 49900) }],
    timeSlots: ['10:00', '14:00', '18:00'],
    isTimeSlot: true,
    capacityPerSlot: 12,
    maxPerBooking: 6,
    ticketImages: [img('burj-khalifa', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.aquariumTunnel,
    service: 'dubai-aquarium',
    title: 'Aquarium Tunnel & Underwater Zoo',
    ticketType: 'general-admission',
    description:
      'Walk-in entry on any open day: the aquarium tunnel and the Underwater Zoo with its penguin cove. Children go in pairs, each at the child price.',
    included: ['Aquarium tunnel', 'Underwater Zoo', 'Penguin cove'],
    pricing: [{ preference: 'Standard', ...price(14900, 11900, 16900, 12900) }],
    timeSlots: [],
    isTimeSlot: false,
    capacityPerSlot: null,
    isChildByOneGetOneActive: true,
    ticketImages: [img('dubai-aquarium', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.aquariumGlassBoat,
    service: 'dubai-aquarium',
    title: 'Glass-Bottom Boat Ride',
    ticketType: 'experience',
    description:
      'A 15-minute ride across the top of the main tank, with sharks and rays passing beneath the glass floor. Adults ride in pairs, two to a seat, each at the adult price.',
    included: ['15-minute boat ride', 'Aquarium tunnel entry'],
    pricing: [{ preference: 'Standard', ...price(9900, 7900, 10900, 8900) }],
    timeSlots: ['10:30', '12:30', '14:30', '16:30', '18:30'],
    isTimeSlot: true,
    capacityPerSlot: 10,
    isAdultByOneGetOneActive: true,
    maxPerBooking: 10,
    ticketImages: [img('dubai-aquarium', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.frameEntry,
    service: 'dubai-frame',
    title: 'Dubai Frame Entry',
    ticketType: 'general-admission',
    description:
      'Entry to the gallery, the glass-floored sky deck and the future Dubai exhibition. Valid all day on the date you choose.',
    included: ['Past gallery', 'Sky deck', 'Future Dubai exhibition'],
    pricing: [{ preference: 'Standard', ...price(5900, 2900, 5900, 2900) }],
    timeSlots: [],
    isTimeSlot: false,
    capacityPerSlot: null,
    ticketImages: [img('dubai-frame', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.frameSunset,
    service: 'dubai-frame',
    title: 'Dubai Frame Sunset Visit',
    ticketType: 'experience',
    description:
      'Timed entry for the golden hour, when the old city glows on one side and the skyline lights up on the other.',
    included: ['Timed sunset entry', 'Sky deck', 'Souvenir photo'],
    pricing: [{ preference: 'Standard', ...price(7900, 3900, 8900, 4500) }],
    timeSlots: ['16:30', '17:30'],
    isTimeSlot: true,
    capacityPerSlot: 25,
    ticketImages: [img('dubai-frame', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.museumEntry,
    service: 'museum-of-the-future',
    title: 'Museum of the Future Entry',
    ticketType: 'general-admission',
    description:
      'Timed entry to all five floors of exhibits. Allow two hours; children under three enter free with an adult.',
    included: ['All five exhibition floors', 'Future Heroes children’s floor'],
    pricing: [{ preference: 'Standard', ...price(17900, 14900, 17900, 14900) }],
    timeSlots: ['10:00', '12:00', '14:00', '16:00', '18:00'],
    isTimeSlot: true,
    capacityPerSlot: 60,
    attractionClosed: ['Monday'],
    ticketImages: [img('museum-of-the-future', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.museumFamily,
    service: 'museum-of-the-future',
    title: 'Museum of the Future Guided Family Tour',
    ticketType: 'guided-tour',
    description:
      'A 90-minute tour with a museum guide who tailors the story to young explorers, ending on the Future Heroes floor.',
    included: ['Museum guide', 'Timed entry', 'Activity booklet for children'],
    pricing: [
      { preference: 'English-speaking guide', ...price(22900, 16900, 24900, 17900) },
      { preference: 'Arabic-speaking guide', ...price(22900, 16900, 24900, 17900) },
    ],
    timeSlots: ['11:00', '15:00'],
    isTimeSlot: true,
    capacityPerSlot: 16,
    attractionClosed: ['Monday'],
    ticketImages: [img('museum-of-the-future', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.eveningSafari,
    // A trip operators plan for: free until two days before, half back until six hours before.
    cancellationPolicy: { freeUntilHours: 48, partial: { untilHours: 6, refundPercent: 50 } },
    service: 'red-dune-desert-safari',
    title: 'Evening Desert Safari with BBQ Dinner',
    ticketType: 'tour',
    description:
      'Hotel pick-up at 15:00, 30 minutes of dune bashing, sandboarding, a short camel ride, sunset photographs and a barbecue dinner with a fire show. Back at your hotel around 21:30. Adults travel in pairs, each at the adult price.',
    included: [
      'Hotel pick-up and drop-off',
      'Dune bashing',
      'Sandboarding',
      'Camel ride',
      'BBQ dinner',
      'Live shows',
    ],
    pricing: [
      { preference: 'Shared 4x4', ...price(18900, 14900, 21900, 16900) },
      { preference: 'Private 4x4 (up to 6 guests)', ...price(45900, 35900, 49900, 38900) },
      { preference: 'Shared 4x4 with quad bike', ...price(32900, 24900, 35900, 26900) },
    ],
    timeSlots: ['15:00'],
    isTimeSlot: true,
    capacityPerSlot: 30,
    isAdultByOneGetOneActive: true,
    ticketImages: [img('red-dune-desert-safari', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.morningDunes,
    service: 'red-dune-desert-safari',
    title: 'Morning Dune Bashing & Sandboarding',
    ticketType: 'tour',
    description:
      'An early start while the sand is cool: dune bashing, sandboarding and Arabic coffee at a desert viewpoint. Back by noon.',
    included: ['Hotel pick-up', 'Dune bashing', 'Sandboarding', 'Arabic coffee and dates'],
    pricing: [{ preference: 'Shared 4x4', ...price(14900, 10900, 16900, 11900) }],
    timeSlots: ['07:30', '08:30'],
    isTimeSlot: true,
    capacityPerSlot: null,
    attractionClosed: ['Friday'],
    ticketImages: [img('red-dune-desert-safari', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.overnightCamp,
    cancellationPolicy: NON_REFUNDABLE,
    service: 'red-dune-desert-safari',
    title: 'Overnight Desert Camp',
    ticketType: 'experience',
    description:
      'Evening safari, dinner and a night in a furnished Bedouin tent, with a sunrise camel trek and breakfast before the drive back.',
    included: ['Evening safari', 'Dinner and breakfast', 'Furnished tent', 'Sunrise camel trek'],
    pricing: [
      { preference: 'Shared tent', ...price(59900, 39900, 64900, 42900) },
      { preference: 'Private tent', ...price(89900, 59900, 94900, 62900) },
    ],
    timeSlots: [],
    isTimeSlot: false,
    capacityPerSlot: null,
    attractionClosed: ['Monday', 'Tuesday'],
    adultQrCount: 2,
    childQrCount: 2,
    ticketImages: [img('red-dune-desert-safari', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.marinaDhow,
    service: 'dhow-cruise',
    title: 'Marina Dhow Dinner Cruise',
    ticketType: 'cruise',
    description:
      'Two hours along Dubai Marina and past Bluewaters Island with an international buffet, soft drinks and a Tanoura show.',
    included: ['Two-hour cruise', 'Buffet dinner', 'Soft drinks', 'Tanoura show'],
    pricing: [
      { preference: 'Lower deck', ...price(15900, 9900, 17900, 10900) },
      { preference: 'Upper deck (open air)', ...price(19900, 12900, 21900, 13900) },
    ],
    timeSlots: ['19:30', '21:30'],
    isTimeSlot: true,
    capacityPerSlot: 50,
    ticketImages: [img('dhow-cruise', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.creekDhow,
    service: 'dhow-cruise',
    title: 'Creek Dhow Cruise with Dinner',
    ticketType: 'cruise',
    description:
      'The classic cruise on Dubai Creek between the souks of Deira and Bur Dubai, with dinner on board.',
    included: ['Two-hour cruise', 'Buffet dinner', 'Soft drinks'],
    pricing: [{ preference: 'Standard', ...price(11900, 7900, 12900, 8900) }],
    timeSlots: [],
    isTimeSlot: false,
    capacityPerSlot: null,
    attractionClosed: ['Sunday'],
    ticketImages: [img('dhow-cruise', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.heritageWalk,
    service: 'old-dubai-heritage-walk',
    title: 'Old Dubai Walking Tour with Abra Ride',
    ticketType: 'guided-tour',
    description:
      'Three hours on foot through Al Fahidi, across the creek by abra and into the Spice and Gold Souks, in a group of at most 15.',
    included: ['Local guide', 'Abra crossing', 'Arabic coffee and dates'],
    pricing: [{ preference: 'Standard', ...price(8900, 0, 9900, 0) }],
    timeSlots: ['09:00', '16:00'],
    isTimeSlot: true,
    capacityPerSlot: 15,
    attractionClosed: ['Friday'],
    maxPerBooking: 8,
    childQrCount: 0,
    ticketImages: [img('old-dubai-heritage-walk', 'hero.svg')],
  },
  {
    ...base,
    id: DEMO_TICKET_IDS.spiceSoukTasting,
    service: 'old-dubai-heritage-walk',
    title: 'Spice Souk Food Tasting Tour',
    ticketType: 'food-tour',
    description:
      'Taste your way through Deira: luqaimat, karak tea, Emirati breakfast dishes and saffron from the souk stalls.',
    included: ['Local guide', 'Eight tastings', 'Karak tea'],
    pricing: [{ preference: 'Standard', ...price(16900, 8900, 17900, 9900) }],
    timeSlots: ['10:00', '18:00'],
    isTimeSlot: true,
    capacityPerSlot: null,
    ticketImages: [img('old-dubai-heritage-walk', 'hero.svg')],
  },
];

/**
 * How long each demo visit lasts, where it starts and the ages its child tickets are for, by ticket:
 * kept beside the tickets rather than in them so each ticket above still reads as its sale.
 */
export const DEMO_VISIT_DETAILS: Record<
  string,
  {
    durationMinutes: number;
    meetingPoint: string;
    childAgeRange: { min: number; max: number } | null;
  }
> = {
  [DEMO_TICKET_IDS.burjAtTheTop]: {
    durationMinutes: 90,
    meetingPoint: 'At the Top entrance, lower ground floor of The Dubai Mall (Fountain Views side)',
    childAgeRange: { min: 4, max: 12 },
  },
  [DEMO_TICKET_IDS.burjSky]: {
    durationMinutes: 120,
    meetingPoint: 'At the Top SKY desk, lower ground floor of The Dubai Mall',
    childAgeRange: { min: 4, max: 12 },
  },
  [DEMO_TICKET_IDS.aquariumTunnel]: {
    durationMinutes: 120,
    meetingPoint: 'Dubai Aquarium ticket desk, ground floor of The Dubai Mall',
    childAgeRange: { min: 3, max: 12 },
  },
  [DEMO_TICKET_IDS.aquariumGlassBoat]: {
    durationMinutes: 15,
    meetingPoint: 'Glass-bottom boat jetty, level 2 of the Underwater Zoo',
    childAgeRange: { min: 3, max: 12 },
  },
  [DEMO_TICKET_IDS.frameEntry]: {
    durationMinutes: 90,
    meetingPoint: 'Dubai Frame entrance, Gate 3 of Zabeel Park',
    childAgeRange: { min: 3, max: 12 },
  },
  [DEMO_TICKET_IDS.frameSunset]: {
    durationMinutes: 90,
    meetingPoint: 'Dubai Frame entrance, Gate 3 of Zabeel Park',
    childAgeRange: { min: 3, max: 12 },
  },
  [DEMO_TICKET_IDS.museumEntry]: {
    durationMinutes: 120,
    meetingPoint: 'Main entrance of the Museum of the Future, Sheikh Zayed Road (Emirates Towers metro)',
    childAgeRange: { min: 3, max: 12 },
  },
  [DEMO_TICKET_IDS.museumFamily]: {
    durationMinutes: 90,
    meetingPoint: 'Guided tours desk inside the main entrance of the Museum of the Future',
    childAgeRange: { min: 5, max: 12 },
  },
  [DEMO_TICKET_IDS.eveningSafari]: {
    durationMinutes: 390,
    meetingPoint: 'Your hotel lobby in Dubai: the driver calls you 30 minutes before pick-up',
    childAgeRange: { min: 3, max: 11 },
  },
  [DEMO_TICKET_IDS.morningDunes]: {
    durationMinutes: 300,
    meetingPoint: 'Your hotel lobby in Dubai: the driver calls you 30 minutes before pick-up',
    childAgeRange: { min: 6, max: 11 },
  },
  [DEMO_TICKET_IDS.overnightCamp]: {
    durationMinutes: 1080,
    meetingPoint: 'Your hotel lobby in Dubai: the driver calls you 30 minutes before pick-up',
    childAgeRange: { min: 3, max: 11 },
  },
  [DEMO_TICKET_IDS.marinaDhow]: {
    durationMinutes: 120,
    meetingPoint: 'Dubai Marina Yacht Club, pier 7 boarding gate',
    childAgeRange: { min: 3, max: 11 },
  },
  [DEMO_TICKET_IDS.creekDhow]: {
    durationMinutes: 120,
    meetingPoint: 'Al Seef dhow terminal, Dubai Creek',
    childAgeRange: { min: 3, max: 11 },
  },
  [DEMO_TICKET_IDS.heritageWalk]: {
    durationMinutes: 180,
    meetingPoint: 'Al Fahidi metro station, exit 1',
    childAgeRange: { min: 6, max: 12 },
  },
  [DEMO_TICKET_IDS.spiceSoukTasting]: {
    durationMinutes: 150,
    meetingPoint: 'Al Ras metro station, exit 2',
    childAgeRange: { min: 6, max: 12 },
  },
};

/** Blocked dates and slots, as day offsets from the seed day (Dubai time). */
export const DEMO_BLOCKED_DATES = [
  { id: id(101), ticketId: DEMO_TICKET_IDS.burjAtTheTop, service: 'burj-khalifa', offsetDays: 5 },
  { id: id(102), ticketId: DEMO_TICKET_IDS.eveningSafari, service: 'red-dune-desert-safari', offsetDays: 7 },
  { id: id(103), ticketId: DEMO_TICKET_IDS.frameEntry, service: 'dubai-frame', offsetDays: 12 },
];

export const DEMO_BLOCKED_SLOTS = [
  {
    id: id(201),
    ticketId: DEMO_TICKET_IDS.burjAtTheTop,
    service: 'burj-khalifa',
    offsetDays: 2,
    timeSlot: '19:00',
  },
  {
    id: id(202),
    ticketId: DEMO_TICKET_IDS.marinaDhow,
    service: 'dhow-cruise',
    offsetDays: 3,
    timeSlot: '19:30',
  },
  {
    id: id(203),
    ticketId: DEMO_TICKET_IDS.museumEntry,
    service: 'museum-of-the-future',
    offsetDays: 4,
    timeSlot: '10:00',
  },
];

/** Coupon validity as day offsets from the seed day; null = open-ended. */
export const DEMO_COUPONS = [
  {
    id: id(301),
    code: 'WELCOME10',
    discountValue: 10,
    fromDays: -30,
    untilDays: 365,
    maxRedemptions: null,
    service: null,
    active: true,
  },
  {
    id: id(302),
    code: 'SUMMER25',
    discountValue: 25,
    fromDays: -200,
    untilDays: -30,
    maxRedemptions: null,
    service: null,
    active: true,
  },
  {
    id: id(303),
    code: 'SAFARI15',
    discountValue: 15,
    fromDays: -7,
    untilDays: 90,
    maxRedemptions: 200,
    service: 'red-dune-desert-safari',
    active: true,
  },
  {
    id: id(304),
    code: 'STAFF50',
    discountValue: 50,
    fromDays: -10,
    untilDays: 30,
    maxRedemptions: 1,
    service: null,
    active: false,
  },
];

export const DEMO_PROMOTIONS = [
  {
    id: id(401),
    title: 'Welcome to Dubai: 10% off your first experience',
    message: 'Use code WELCOME10 at checkout on any ticket. Valid on every day the attraction is open.',
    couponCode: 'WELCOME10',
    imageUrl: DEMO_SITE_LOGO,
    hostName: 'localhost',
    service: null,
    untilDays: 365,
  },
  {
    id: id(402),
    title: 'Desert nights: 15% off the safari',
    message:
      'Book any Red Dune Desert Safari with code SAFARI15 and save 15% on dune bashing, dinner and the stars.',
    couponCode: 'SAFARI15',
    imageUrl: img('red-dune-desert-safari', 'hero.svg'),
    hostName: null,
    service: 'red-dune-desert-safari',
    untilDays: 90,
  },
];

/** A few bookings so that the back office's lists and report have something to show. */
export const DEMO_CUSTOMERS = [
  { name: 'Aisha Rahman', email: 'aisha.rahman@example.com', mobileNumber: '+60123456789' },
  { name: 'Daniel Lim', email: 'daniel.lim@example.com', mobileNumber: '+60198765432' },
  { name: 'Priya Nair', email: 'priya.nair@example.com', mobileNumber: '+971501234567' },
  { name: 'Omar Haddad', email: 'omar.haddad@example.com', mobileNumber: '+971552345678' },
  { name: 'Sophie Martin', email: 'sophie.martin@example.com', mobileNumber: '+447700900123' },
  { name: 'Wei Chen', email: 'wei.chen@example.com', mobileNumber: '+6591234567' },
];

export const demoBookingId = (n: number) => id(500 + n);
