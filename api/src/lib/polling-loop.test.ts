import { afterEach, describe, expect, it, vi } from 'vitest';
import { PollingLoop } from './polling-loop';

const loops: PollingLoop<unknown>[] = [];
afterEach(async () => {
  await Promise.all(loops.splice(0).map((loop) => loop.stop()));
});

function loopOf<T>(run: () => Promise<T>, logger = { error: vi.fn() }) {
  const loop = new PollingLoop({ run, intervalMs: 5, logger, failure: 'test pass failed' });
  loops.push(loop);
  return { loop, logger };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('PollingLoop', () => {
  it('runs pass after pass, never two at once', async () => {
    let active = 0;
    let most = 0;
    let passes = 0;
    const { loop } = loopOf(async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 15));
      passes += 1;
      active -= 1;
    });
    loop.start();
    loop.start();
    const joined = [loop.runOnce(), loop.runOnce()];
    await until(() => passes >= 4);
    await Promise.all(joined);
    expect(most).toBe(1);
  });

  it('keeps going after a failed pass, and logs it', async () => {
    let calls = 0;
    const boom = new Error('provider down');
    const { loop, logger } = loopOf(async () => {
      calls += 1;
      if (calls === 1) throw boom;
    });
    loop.start();
    await until(() => calls >= 3);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith({ err: boom }, 'test pass failed');
  });

  it('stops cleanly: waits for the pass under way and starts no other', async () => {
    let calls = 0;
    let finished = 0;
    let release!: () => void;
    const { loop } = loopOf(async () => {
      calls += 1;
      await new Promise<void>((r) => (release = r));
      finished += 1;
    });
    loop.start();
    await until(() => calls === 1);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(1);
    await new Promise((r) => setTimeout(r, 30));
    expect(calls).toBe(1);
  });

  it('waits its first delay, and a stop before it runs nothing', async () => {
    const run = vi.fn(async () => undefined);
    const loop = new PollingLoop({ run, intervalMs: 5, firstDelayMs: 50, failure: 'x' });
    loop.start();
    await new Promise((r) => setTimeout(r, 10));
    await loop.stop();
    await new Promise((r) => setTimeout(r, 60));
    expect(run).not.toHaveBeenCalled();
  });
});
