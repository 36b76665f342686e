/**
 * The demo's hotel pickups, meeting points and questions: the desert safaris collect their guests
 * from a list of Dubai hotels (always for the evening safari), the dhow cruises when asked, and the
 * attractions say where to meet and how to find it. Coordinates are the places' own, to about 50 m.
 * Ids are fixed, as in demo-catalogue.ts, so the seed stays idempotent.
 */
import type { PickupPointDetails, QuestionDefinition } from '@tours/core/domain';
import { DEMO_TICKET_IDS as T } from './demo-catalogue';

const id = (n: number) => `5b0c1a2e-0000-4000-8000-${String(500 + n).padStart(12, '0')}`;

/** A demo hotel or place, as staff would enter it. */
export type DemoPickupPoint = PickupPointDetails;

/** Hotels by area; the farther from the desert road, the earlier the driver comes. */
export const DEMO_PICKUP_POINTS: DemoPickupPoint[] = [
  {
    id: id(1),
    name: 'Atlantis The Palm',
    area: 'Palm Jumeirah',
    address: 'Crescent Road, The Palm Jumeirah',
    latitude: 25.130366,
    longitude: 55.117142,
    minutesBefore: 15,
    extraPrice: 2500,
  },
  {
    id: id(2),
    name: 'Fairmont The Palm',
    area: 'Palm Jumeirah',
    address: 'Palm Jumeirah Trunk, West Side',
    latitude: 25.110769,
    longitude: 55.140659,
    minutesBefore: 20,
    extraPrice: 2500,
  },
  {
    id: id(3),
    name: 'Jumeirah Zabeel Saray',
    area: 'Palm Jumeirah',
    address: 'West Crescent, The Palm Jumeirah',
    latitude: 25.098787,
    longitude: 55.122647,
    minutesBefore: 15,
    extraPrice: 2500,
  },
  {
    id: id(4),
    name: 'Address Dubai Marina',
    area: 'Dubai Marina',
    address: 'Dubai Marina Mall, Sheikh Zayed Road side',
    latitude: 25.077623,
    longitude: 55.139513,
    minutesBefore: 25,
    extraPrice: 0,
  },
  {
    id: id(5),
    name: 'Rixos Premium Dubai JBR',
    area: 'Jumeirah Beach Residence',
    address: 'The Walk, Jumeirah Beach Residence',
    latitude: 25.082296,
    longitude: 55.138539,
    minutesBefore: 25,
    extraPrice: 0,
  },
  {
    id: id(6),
    name: 'Hilton Dubai Jumeirah',
    area: 'Jumeirah Beach Residence',
    address: 'The Walk, Jumeirah Beach Residence',
    latitude: 25.079027,
    longitude: 55.134017,
    minutesBefore: 25,
    extraPrice: 0,
  },
  {
    id: id(7),
    name: 'Kempinski Hotel Mall of the Emirates',
    area: 'Al Barsha',
    address: 'Mall of the Emirates, Sheikh Zayed Road',
    latitude: 25.118205,
    longitude: 55.199625,
    minutesBefore: 30,
    extraPrice: 0,
  },
  {
    id: id(8),
    name: 'Burj Al Arab Jumeirah',
    area: 'Umm Suqeim',
    address: 'Jumeirah Street, Umm Suqeim 3',
    latitude: 25.141224,
    longitude: 55.185317,
    minutesBefore: 30,
    extraPrice: 0,
  },
  {
    id: id(9),
    name: 'Armani Hotel Dubai',
    area: 'Downtown Dubai',
    address: 'Burj Khalifa, 1 Sheikh Mohammed bin Rashid Boulevard',
    latitude: 25.197197,
    longitude: 55.274376,
    minutesBefore: 35,
    extraPrice: 0,
  },
  {
    id: id(10),
    name: 'Address Downtown',
    area: 'Downtown Dubai',
    address: 'Sheikh Mohammed bin Rashid Boulevard',
    latitude: 25.193779,
    longitude: 55.279591,
    minutesBefore: 35,
    extraPrice: 0,
  },
  {
    id: id(11),
    name: 'Rove Downtown',
    area: 'Downtown Dubai',
    address: '312 Al Sa’ada Street',
    latitude: 25.189425,
    longitude: 55.285805,
    minutesBefore: 35,
    extraPrice: 0,
  },
  {
    id: id(12),
    name: 'JW Marriott Marquis Dubai',
    area: 'Business Bay',
    address: 'Sheikh Zayed Road, Business Bay',
    latitude: 25.185778,
    longitude: 55.258039,
    minutesBefore: 35,
    extraPrice: 0,
  },
  {
    id: id(13),
    name: 'Al Seef Heritage Hotel',
    area: 'Bur Dubai',
    address: 'Al Seef Street, Al Seef',
    latitude: 25.262578,
    longitude: 55.301731,
    minutesBefore: 45,
    extraPrice: 0,
  },
  {
    id: id(14),
    name: 'Radisson Blu Hotel, Dubai Deira Creek',
    area: 'Deira',
    address: 'Baniyas Road, Deira',
    latitude: 25.263201,
    longitude: 55.310567,
    minutesBefore: 50,
    extraPrice: 0,
  },
  {
    id: id(15),
    name: 'Hyatt Regency Dubai',
    area: 'Deira',
    address: 'Al Khaleej Road, Corniche Deira',
    latitude: 25.278004,
    longitude: 55.304037,
    minutesBefore: 50,
    extraPrice: 0,
  },
];

const ALL_HOTELS = DEMO_PICKUP_POINTS.map((p) => p.id);
/** The dhows sail from the Marina and the Creek: their drivers cover the nearer hotels only. */
const MARINA_SIDE = DEMO_PICKUP_POINTS.filter((p) =>
  ['Palm Jumeirah', 'Dubai Marina', 'Jumeirah Beach Residence', 'Al Barsha', 'Umm Suqeim'].includes(p.area),
).map((p) => p.id);
const CREEK_SIDE = DEMO_PICKUP_POINTS.filter((p) =>
  ['Downtown Dubai', 'Business Bay', 'Bur Dubai', 'Deira'].includes(p.area),
).map((p) => p.id);

const DIETARY: QuestionDefinition = {
  id: 'dietary-needs',
  label: 'Dietary needs for the BBQ dinner',
  kind: 'choice',
  scope: 'participant',
  required: true,
  helpText: 'Choose “None” when this guest eats everything.',
  options: ['None', 'Vegetarian', 'Vegan', 'Gluten-free', 'Nut allergy', 'Seafood allergy'],
};
const ROOM: QuestionDefinition = {
  id: 'room-number',
  label: 'Room number',
  kind: 'short_text',
  scope: 'booking',
  required: false,
  helpText: 'Helps the driver find you if you are late to the lobby.',
  options: [],
};

/** Per ticket: whether and where it collects guests, where it meets them, and what it asks. */
export const DEMO_TICKET_EXTRAS: Record<
  string,
  {
    pickupMode?: 'none' | 'optional' | 'required';
    pickupPointIds?: string[];
    meetingPointLocation?: { latitude: number; longitude: number };
    meetingPointInstructions?: string;
    questions?: QuestionDefinition[];
  }
> = {
  [T.eveningSafari]: { pickupMode: 'required', pickupPointIds: ALL_HOTELS, questions: [DIETARY, ROOM] },
  [T.morningDunes]: { pickupMode: 'required', pickupPointIds: ALL_HOTELS, questions: [ROOM] },
  [T.overnightCamp]: {
    pickupMode: 'required',
    pickupPointIds: ALL_HOTELS,
    questions: [{ ...DIETARY, label: 'Dietary needs for dinner and breakfast' }, ROOM],
  },
  [T.marinaDhow]: {
    pickupMode: 'optional',
    pickupPointIds: MARINA_SIDE,
    meetingPointLocation: { latitude: 25.080581, longitude: 55.140355 },
    meetingPointInstructions:
      'Walk along the promenade to pier 7; the crew checks names at the boarding gate 30 minutes before sailing.',
    questions: [{ ...DIETARY, required: false, label: 'Dietary needs for the buffet' }],
  },
  [T.creekDhow]: {
    pickupMode: 'optional',
    pickupPointIds: CREEK_SIDE,
    meetingPointLocation: { latitude: 25.263628, longitude: 55.300511 },
    meetingPointInstructions: 'The terminal is at the north end of Al Seef, beside the abra station.',
  },
  [T.burjAtTheTop]: {
    meetingPointLocation: { latitude: 25.197525, longitude: 55.279636 },
    meetingPointInstructions:
      'Follow the At the Top signs from the Dubai Mall’s Fountain Views entrance to the lower ground floor.',
  },
  [T.burjSky]: { meetingPointLocation: { latitude: 25.197525, longitude: 55.279636 } },
  [T.aquariumTunnel]: {
    meetingPointLocation: { latitude: 25.197139, longitude: 55.279026 },
    meetingPointInstructions: 'The ticket desk faces the big aquarium panel on the ground floor.',
  },
  [T.aquariumGlassBoat]: { meetingPointLocation: { latitude: 25.197139, longitude: 55.279026 } },
  [T.frameEntry]: {
    meetingPointLocation: { latitude: 25.235563, longitude: 55.300412 },
    meetingPointInstructions: 'Enter Zabeel Park by Gate 3; the Frame’s ticket office is on your left.',
  },
  [T.frameSunset]: { meetingPointLocation: { latitude: 25.235563, longitude: 55.300412 } },
  [T.museumEntry]: { meetingPointLocation: { latitude: 25.219158, longitude: 55.281826 } },
  [T.museumFamily]: { meetingPointLocation: { latitude: 25.219158, longitude: 55.281826 } },
  [T.heritageWalk]: {
    meetingPointLocation: { latitude: 25.258548, longitude: 55.297223 },
    meetingPointInstructions: 'The guide waits outside exit 1 holding a blue Dubai Attractions sign.',
  },
  [T.spiceSoukTasting]: {
    meetingPointLocation: { latitude: 25.268428, longitude: 55.293719 },
    meetingPointInstructions: 'The guide waits outside exit 2 holding a blue Dubai Attractions sign.',
  },
};
