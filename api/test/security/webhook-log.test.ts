import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Settlement } from '../../src/checkout/settlement';
import { WebhookHandler } from '../../src/checkout/webhook';
import { signPayload } from '../../src/payments/events';

/** What a refused webhook writes to the log: the reason, never the body it was sent. */
describe('a webhook with a bad signature', () => {
  it('logs one short line with the reason and the size, not the 900 KB body', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const handler = new WebhookHandler({} as Settlement, 'whsec_test_secret', pino({ level: 'info' }, sink));
    const body = JSON.stringify({ id: 'evt_x', padding: 'A'.repeat(900 * 1024) });
    for (const signature of ['t=1,v1=deadbeef', signPayload(body, 'whsec_another_secret')]) {
      await expect(handler.handle(body, signature)).rejects.toMatchObject({
        status: 400,
        code: 'BAD_SIGNATURE',
      });
    }
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.length).toBeLessThan(1024);
      expect(line).not.toContain('AAAAAAAA');
      expect(JSON.parse(line)).toMatchObject({ msg: 'webhook signature refused', bytes: body.length });
    }
  });
});
