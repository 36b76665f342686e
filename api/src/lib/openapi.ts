import { z } from 'zod';
import { ErrorBodySchema } from '@tours/core/schemas';
import { documentedRoutes, type RouteSpec } from './route';

type JsonSchema = Record<string, unknown>;

export interface RouteLayer {
  path: string;
  methods: string[];
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    delete out.$schema;
    return out;
  } catch {
    return {};
  }
}

/** `/tickets/:id` → `/tickets/{id}` */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path'): unknown[] {
  if (!schema) return [];
  const js = jsonSchema(schema, 'input');
  const props = (js.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((js.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (required.has(name) && !('default' in s)),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

function operation(spec: RouteSpec) {
  const status = String(spec.status ?? 200);
  const responses: Record<string, unknown> = {
    [status]: {
      description: 'Success',
      ...(spec.response
        ? { content: { 'application/json': { schema: jsonSchema(spec.response, 'output') } } }
        : {}),
    },
  };
  if (spec.body || spec.query || spec.params)
    responses['400'] = errorResponse('Invalid input (VALIDATION_FAILED, zod issues in details)');
  if (spec.admin) responses['401'] = errorResponse('Missing, expired or revoked admin token');
  for (const [code, why] of Object.entries(spec.errors ?? {})) responses[code] = errorResponse(why);
  responses['500'] = errorResponse('Unexpected failure (no details leave the server)');
  return {
    tags: [spec.tag],
    summary: spec.summary,
    operationId: `${spec.method}${spec.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(spec.admin ? { security: [{ adminToken: [] }] } : {}),
    parameters: [...parameters(spec.params, 'path'), ...parameters(spec.query, 'query')],
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the API, generated from the zod schemas each route declares. Routes
 * mounted without route() (e.g. another team's router) still appear, with a minimal entry.
 */
export function buildOpenApiDocument({
  prefix,
  serverUrl,
  layers = [],
}: {
  prefix: string;
  serverUrl?: string;
  layers?: RouteLayer[];
}) {
  const paths: Record<string, Record<string, unknown>> = {};
  const documented = new Set<string>();
  for (const spec of documentedRoutes()) {
    const p = openApiPath(spec.path);
    (paths[p] ??= {})[spec.method] = operation(spec);
    documented.add(`${spec.method} ${p}`);
  }
  for (const layer of layers) {
    const rel = openApiPath(
      layer.path.startsWith(prefix) ? layer.path.slice(prefix.length) || '/' : layer.path,
    );
    for (const m of layer.methods
      .map((x) => x.toLowerCase())
      .filter((x) => x !== 'head' && x !== 'options')) {
      if (documented.has(`${m} ${rel}`)) continue;
      documented.add(`${m} ${rel}`);
      (paths[rel] ??= {})[m] = {
        tags: [rel.includes('payment') || rel.includes('checkout') ? 'Checkout' : 'Other'],
        summary: `${m.toUpperCase()} ${rel}`,
        responses: { default: errorResponse('See the error shape') },
      };
    }
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dubai tours and attractions booking API',
      version: '1.0.0',
      description:
        'Catalogue, availability, admin back office and checkout. Money is integer minor units (sen); dates are ' +
        'YYYY-MM-DD in Asia/Dubai; every failure answers {"error": {"code", "message", "details", "requestId"}}.',
    },
    servers: [{ url: `${serverUrl ?? ''}${prefix}` }],
    components: {
      securitySchemes: {
        adminToken: { type: 'http', scheme: 'bearer', description: 'Token from POST /admin/login' },
      },
      schemas: { ErrorBody: jsonSchema(ErrorBodySchema, 'output') },
    },
    paths: sorted,
  };
}
