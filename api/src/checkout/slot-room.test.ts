import { describe, expect, it } from 'vitest';
import { SlotRoom } from './slot-room';

describe('SlotRoom', () => {
  it('knows nothing of a slot it has not seen', () => {
    expect(new SlotRoom().hasRoom('a', 1)).toBe(false);
  });

  it('answers from what it saw, less what this process took, for ttlMs only', () => {
    let now = 0;
    const room = new SlotRoom(1_000, 10, () => now);
    room.saw('a', 5);
    expect(room.hasRoom('a', 5)).toBe(true);
    expect(room.hasRoom('a', 6)).toBe(false);
    room.took('a', 3);
    expect(room.hasRoom('a', 2)).toBe(true);
    expect(room.hasRoom('a', 3)).toBe(false);
    now = 1_000;
    expect(room.hasRoom('a', 1)).toBe(true);
    now = 1_001;
    expect(room.hasRoom('a', 1)).toBe(false);
    room.saw('a', 0);
    expect(room.hasRoom('a', 1)).toBe(false);
  });

  it('keeps at most maxEntries slots, forgetting the one seen longest ago', () => {
    const room = new SlotRoom(1_000, 2, () => 0);
    room.saw('a', 9);
    room.saw('b', 9);
    room.saw('a', 9);
    room.saw('c', 9);
    expect(['a', 'b', 'c'].map((s) => room.hasRoom(s, 1))).toEqual([true, false, true]);
  });
});
