import { z } from 'zod';
import { OCTO_PREFIX, octoPaths, type Endpoint } from '@tours/core/contract';
import { ErrorBodySchema } from '@tours/core/schemas';
import { documentedRoutes } from './route';

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

/** Koa's `:name` params in OpenAPI's `{name}` syntax. */
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

/** What a successful call answers: its JSON schema, an image, a page or a redirect. */
function success(e: Endpoint) {
  if (e.response)
    return {
      description: 'Success',
      content: { 'application/json': { schema: jsonSchema(e.response, 'output') } },
    };
  if (e.produces === 'redirect') return { description: 'Redirect (Location header)' };
  if (e.produces)
    return { description: 'Success', content: { [e.produces]: { schema: { type: 'string' } } } };
  return { description: 'Success' };
}

/** The request body as it travels: JSON, multipart fields plus files, or raw signed bytes. */
function requestBody(e: Endpoint) {
  if (e.bodyKind === 'raw')
    return {
      required: true,
      description: "The provider's event, as sent: its signature covers these exact bytes",
      content: { 'application/json': { schema: { type: 'object' } } },
    };
  if (!e.body) return undefined;
  if (e.bodyKind === 'multipart') {
    const fields = jsonSchema(e.body, 'input');
    const properties = {
      ...(fields.properties as JsonSchema),
      files: { type: 'array', items: { type: 'string', format: 'binary' } },
    };
    return { required: true, content: { 'multipart/form-data': { schema: { ...fields, properties } } } };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchema(e.body, 'input') } } };
}

function operation(e: Endpoint) {
  const admin = e.access === 'admin';
  const responses: Record<string, unknown> = { [String(e.status ?? 200)]: success(e) };
  if (e.body || e.query || e.params)
    responses['400'] = errorResponse('Invalid input (VALIDATION_FAILED, zod issues in details)');
  if (admin) responses['401'] = errorResponse('Missing, expired or revoked admin token');
  for (const [code, why] of Object.entries(e.errors ?? {})) responses[code] = errorResponse(why);
  responses['500'] = errorResponse('Unexpected failure (no details leave the server)');
  const body = requestBody(e);
  const method = e.method.toLowerCase();
  return {
    tags: [e.tag],
    summary: e.summary,
    operationId: `${method}${e.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(admin ? { security: [{ adminToken: [] }] } : {}),
    parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

const OCTO_SPECIFICATION = 'https://docs.octo.travel';

/**
 * The resellers' OCTO calls (api/src/octo), at the origin rather than under the API's prefix: each
 * path names its own server. Their bodies and answers are the OCTO specification's, linked rather
 * than copied (the tests check every answer against its published schemas).
 */
function octoOperations(serverUrl: string | undefined): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, call] of Object.entries(octoPaths)) {
    const path = openApiPath(`${OCTO_PREFIX}${call.path}`);
    paths[path] ??= { servers: [{ url: serverUrl ?? '/' }] };
    paths[path][call.method.toLowerCase()] = {
      tags: ['OCTO (resellers)'],
      summary: call.summary,
      operationId: `octo${name[0]!.toUpperCase()}${name.slice(1)}`,
      security: [{ resellerKey: [] }],
      externalDocs: { description: 'The OCTO specification', url: OCTO_SPECIFICATION },
      responses: {
        '200': { description: 'The OCTO object (JSON) the specification describes for this call' },
        '400': { description: 'OCTO error: {"error": CODE, "errorMessage": "…"} with the id that failed' },
        '401': { description: 'UNAUTHORIZED: no key, or a wrong, rotated or revoked one' },
        '429': { description: 'Too many requests with this key; see Retry-After' },
      },
    };
  }
  return paths;
}

/**
 * The OpenAPI 3.1 document of the API, generated from the contract's declaration of each route
 * mounted through route(). A route mounted without it would still appear, with a minimal entry (the
 * OpenAPI test fails on any such route).
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
  for (const endpoint of documentedRoutes()) {
    const p = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    (paths[p] ??= {})[method] = operation(endpoint);
    documented.add(`${method} ${p}`);
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
  Object.assign(paths, octoOperations(serverUrl));
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
        resellerKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'A reseller key, answered once as apiKey by POST /admin/resellers',
        },
      },
      schemas: { ErrorBody: jsonSchema(ErrorBodySchema, 'output') },
    },
    paths: sorted,
  };
}
