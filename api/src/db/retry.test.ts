import { describe, expect, it } from 'vitest';
import { retryTransaction } from './retry';

const failing = (code: string) => Object.assign(new Error(code), { code });

/** A transaction that fails with these errors, one per run, then answers 'done'. */
function runs(...errors: Error[]) {
  const run = async () => {
    run.calls += 1;
    const error = errors[run.calls - 1];
    if (error) throw error;
    return 'done';
  };
  run.calls = 0;
  return run;
}

describe('retryTransaction', () => {
  it('runs again after a deadlock or a serialization failure, telling onRetry', async () => {
    const run = runs(failing('40P01'), failing('40001'));
    const retried: unknown[] = [];
    await expect(
      retryTransaction(run, {
        onRetry: (error, attempt) => retried.push([(error as Error).message, attempt]),
      }),
    ).resolves.toBe('done');
    expect(run.calls).toBe(3);
    expect(retried).toEqual([
      ['40P01', 1],
      ['40001', 2],
    ]);
  });

  it('gives up after its attempts with the last error', async () => {
    const run = runs(failing('40P01'), failing('40P01'), failing('40P01'));
    await expect(retryTransaction(run, { attempts: 2 })).rejects.toThrow('40P01');
    expect(run.calls).toBe(2);
  });

  it('throws any other error at once unless recover makes it good', async () => {
    const plain = runs(failing('23505'));
    await expect(retryTransaction(plain)).rejects.toThrow('23505');
    expect(plain.calls).toBe(1);

    const recovered = runs(failing('TS001'));
    const seen: number[] = [];
    const recover = async (_error: unknown, attempt: number) => (seen.push(attempt), true);
    await expect(retryTransaction(recovered, { recover })).resolves.toBe('done');
    expect(seen).toEqual([1]);

    const refused = runs(failing('TS001'));
    await expect(retryTransaction(refused, { recover: async () => false })).rejects.toThrow('TS001');
    expect(refused.calls).toBe(1);
  });
});
