import { contract, type EndpointPath, type StaffRole } from '@tours/core/contract';
import type { AdminStore } from '@tours/core/stores';
import type { Screen } from './app-store';

/**
 * The call each section is built on: a section is shown when the signed-in person may make it. The
 * rule itself is core's contract (the API enforces the same one); this only names the call.
 */
export const SECTION_CALL: Record<Screen, EndpointPath | null> = {
  bookings: contract.bookings.list,
  tickets: contract.tickets.adminGet,
  schedule: contract.schedule.upcomingBlocks,
  send: contract.bookings.sendTicketList,
  coupons: contract.coupons.list,
  promotions: contract.promotions.list,
  settings: null,
  checkin: contract.checkin.checkIn,
  resellers: contract.resellers.list,
  staff: contract.adminAuth.me,
  translations: contract.translations.missing,
  faq: contract.faq.adminList,
  manifest: contract.manifest.get,
  pickups: contract.pickups.list,
  'accept-invitation': null,
};

export const ROLE_LABEL: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  desk: 'Desk',
};

const ROLE_PLURAL: Record<StaffRole, string> = { owner: 'owners', manager: 'managers', desk: 'desk staff' };
const ROLE_SINGULAR: Record<StaffRole, string> = {
  owner: 'an owner',
  manager: 'a manager',
  desk: 'desk staff',
};

/** Who may make a call, in words: "managers and owners". */
export function whoMay(endpoint: EndpointPath): string {
  const roles = [...(endpoint.rule?.roles ?? [])].reverse().map((r) => ROLE_PLURAL[r]);
  return roles.length > 1
    ? `${roles.slice(0, -1).join(', ')} and ${roles[roles.length - 1]}`
    : (roles[0] ?? '');
}

/**
 * Why the signed-in person may not make a call (null when they may): said beside the control that is
 * off, so nobody wonders why a button does nothing.
 */
export function whyNot(admin: AdminStore, endpoint: EndpointPath, what: string): string | null {
  if (admin.can(endpoint)) return null;
  if (admin.mustEnrol) return `${what}: set up your authenticator first.`;
  const role = admin.role ? ROLE_SINGULAR[admin.role] : 'signed out';
  return `${what} is for ${whoMay(endpoint)}; you are signed in as ${role}.`;
}
