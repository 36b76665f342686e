/**
 * A member of staff's role: `owner` does everything (staff and settings too), `manager` runs the
 * catalogue, dates and slots, bookings, refunds, exports and sending, `desk` checks guests in and
 * looks bookings up. Which calls each role may make is declared per call in the contract
 * (contract/paths.ts); the API enforces it and the desktop admin reads it.
 */
export const STAFF_ROLES = ['owner', 'manager', 'desk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
