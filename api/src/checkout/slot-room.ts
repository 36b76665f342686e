/**
 * What this process last saw of the seats left in each slot, so that a checkout can skip reading the
 * slot's counter before its insert when the slot plainly has room.
 *
 * Only a hint. The bookings trigger gates every hold against the counter under its row lock, so a
 * hint that is out of date (another process sold the seats) costs one refused insert, after which
 * the refusal's own figure replaces it; and a visitor is only ever told "sold out" after a fresh
 * read or a refusal by the trigger, never on a hint. An entry is trusted for `ttlMs` only.
 */
export class SlotRoom {
  private readonly seen = new Map<string, { left: number; at: number }>();

  constructor(
    private readonly ttlMs = 1_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the slot was seen less than ttlMs ago with at least `seats` left. */
  hasRoom(slot: string, seats: number): boolean {
    const entry = this.seen.get(slot);
    return entry !== undefined && this.now() - entry.at <= this.ttlMs && entry.left >= seats;
  }

  /** The slot has `left` seats, as read or as the trigger reported when it refused a hold. */
  saw(slot: string, left: number): void {
    this.seen.delete(slot);
    if (this.seen.size >= this.maxEntries) this.seen.delete(this.seen.keys().next().value!);
    this.seen.set(slot, { left, at: this.now() });
  }

  /** This process held `seats` in the slot. */
  took(slot: string, seats: number): void {
    const entry = this.seen.get(slot);
    if (entry) entry.left -= seats;
  }
}
