import { describe, expect, it } from 'vitest';
import { allPaths, pathOf, paths } from '../src/contract/paths';

describe('pathOf', () => {
  it('fills each :param, encoded', () => {
    expect(pathOf(paths.tickets.get, { id: 'a/b c' })).toBe('/tickets/a%2Fb%20c');
    expect(pathOf(paths.payments.localComplete, { sessionId: 'cs_1', outcome: 'pay' })).toBe(
      '/payments/local/cs_1/pay',
    );
    expect(pathOf(paths.checkin.undo, { id: '7' })).toBe('/admin/checkin/7/undo');
  });

  it('leaves a path without params as it is', () => {
    expect(pathOf(paths.tickets.byService)).toBe('/tickets/service');
  });

  it('refuses a missing param rather than calling a wrong URL', () => {
    expect(() => pathOf(paths.coupons.update, {} as never)).toThrow(/:id/);
  });
});

describe('paths', () => {
  it('declares each method and path once', () => {
    const keys = allPaths().map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
