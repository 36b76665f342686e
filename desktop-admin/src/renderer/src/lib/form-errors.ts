/** Field key (a dotted zod path) to its message, as the editors show them under each input. */
export type FieldErrors = Record<string, string>;

/** Server-side 400 details (zod issues) to the same field keys. */
export function errorsFromDetails(details: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const issues = Array.isArray(details)
    ? details
    : details && typeof details === 'object' && Array.isArray((details as { issues?: unknown }).issues)
      ? (details as { issues: unknown[] }).issues
      : [];
  for (const issue of issues as { path?: (string | number)[]; message?: string }[]) {
    if (issue.path && issue.message) errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}
