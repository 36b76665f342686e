import { expect } from 'vitest';
import { ErrorBodySchema } from '@tours/core/schemas';
import type { TestResponse } from './harness';

/** Asserts the DESIGN error shape, a status and a code; returns the error for further checks. */
export function expectError(res: TestResponse, status: number, code?: string) {
  expect(res.status, res.text).toBe(status);
  const parsed = ErrorBodySchema.safeParse(res.body);
  expect(parsed.success, `error shape: ${res.text}`).toBe(true);
  const error = parsed.data!.error;
  expect(error.requestId).toBeTruthy();
  expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+|SELECT |INSERT |UPDATE |violates|relation "/);
  if (code) expect(error.code).toBe(code);
  return error;
}

/** A validation failure naming the field. */
export function expectValidation(res: TestResponse, field?: string) {
  const error = expectError(res, 400, 'VALIDATION_FAILED');
  const issues = (error.details as { issues: { path: string }[] }).issues;
  expect(Array.isArray(issues)).toBe(true);
  if (field) expect(issues.map((i) => i.path)).toContain(field);
  return error;
}
