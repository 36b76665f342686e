import type { Middleware } from 'koa';
import type { z } from 'zod';
import { validationFailed } from '../errors';

export interface ValidateSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

export interface ValidationIssue {
  /** Where the value came from: body, query or params. */
  in: keyof ValidateSchemas;
  path: string;
  code: string;
  message: string;
}

function issuesOf(where: keyof ValidateSchemas, error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    in: where,
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
}

/**
 * Parses body, query and route params with zod schemas; the parsed (trimmed, defaulted, coerced)
 * values land in ctx.state.input. A failure is a 400 VALIDATION_FAILED listing every issue.
 */
export function validate(schemas: ValidateSchemas): Middleware {
  return async function validate(ctx, next) {
    const issues: ValidationIssue[] = [];
    const input = { ...ctx.state.input };
    const sources: Record<keyof ValidateSchemas, unknown> = {
      body: ctx.request.body ?? {},
      query: ctx.query,
      params: (ctx as unknown as { params?: unknown }).params ?? {},
    };
    for (const where of ['params', 'query', 'body'] as const) {
      const schema = schemas[where];
      if (!schema) continue;
      const result = await schema.safeParseAsync(sources[where]);
      if (result.success) input[where] = result.data;
      else issues.push(...issuesOf(where, result.error));
    }
    if (issues.length) {
      const first = issues[0]!;
      const name = first.path ? `${first.path}: ` : '';
      throw validationFailed({ issues }, `${name}${first.message}`);
    }
    ctx.state.input = input;
    await next();
  };
}

/** The validated input of a request, typed by the schema that validated it. */
export function inputOf<S extends z.ZodType>(
  state: { input: { body?: unknown; query?: unknown; params?: unknown } },
  where: keyof ValidateSchemas,
  _schema: S,
): z.output<S> {
  return state.input[where] as z.output<S>;
}
