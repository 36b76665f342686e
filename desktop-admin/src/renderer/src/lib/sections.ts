import type { Screen } from './app-store';

/** The app's sections in menu order, each with its Alt+<key> shortcut if it has one: the one list the menu and Settings read. */
export const SECTIONS: readonly { screen: Screen; label: string; key?: string }[] = [
  { screen: 'bookings', label: 'Bookings', key: '1' },
  { screen: 'tickets', label: 'Tickets', key: '2' },
  { screen: 'schedule', label: 'Dates & slots', key: '3' },
  { screen: 'send', label: 'Send tickets', key: '4' },
  { screen: 'coupons', label: 'Coupons', key: '5' },
  { screen: 'promotions', label: 'Promotions', key: '6' },
  { screen: 'settings', label: 'Settings', key: '7' },
  { screen: 'checkin', label: 'Check-in', key: '8' },
  { screen: 'resellers', label: 'Resellers', key: '9' },
  { screen: 'staff', label: 'Staff', key: '0' },
  // The number row has ten keys: the later sections are reached from the menu only.
  { screen: 'translations', label: 'Translations' },
  { screen: 'faq', label: 'Help questions' },
  { screen: 'pickups', label: 'Pickup points' },
  { screen: 'manifest', label: 'Manifest' },
];

/** The first and last section keys ("1" and "9"), for a line such as "Alt+1…9 sections". */
export function sectionKeyRange(): { first: string; last: string } {
  const keys = SECTIONS.flatMap((section) => (section.key ? [section.key] : []));
  return { first: keys[0]!, last: keys[keys.length - 1]! };
}
