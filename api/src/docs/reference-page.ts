import { API_PREFIX, paths } from '@tours/core/contract/paths';
import type { buildOpenApiDocument } from '../lib/openapi';

type Doc = ReturnType<typeof buildOpenApiDocument>;
type Operation = {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const typeOf = (s: Record<string, unknown> | undefined): string => {
  if (!s) return '';
  if (Array.isArray(s.enum)) return (s.enum as unknown[]).map(String).join(' | ');
  return String(s.type ?? s.format ?? 'value');
};

function operationHtml(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${escapeHtml(typeOf(p.schema))}</td><td>${p.required ? 'required' : 'optional'}</td></tr>`,
    )
    .join('');
  const body = op.requestBody?.content['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {})
    .map(([code, r]) => {
      const schema = r.content?.['application/json']?.schema;
      return `<li><strong>${code}</strong> ${escapeHtml(r.description ?? '')}${
        schema && !String(JSON.stringify(schema)).includes('#/components/schemas/ErrorBody')
          ? `<details><summary>schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`
          : ''
      }</li>`;
    })
    .join('');
  return `<section class="op" id="${escapeHtml(method + path)}">
  <h3><span class="m m-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${op.security ? ` <span class="lock">${JSON.stringify(op.security).includes('resellerKey') ? 'reseller key' : 'admin'}</span>` : ''}</h3>
  <p>${escapeHtml(op.summary ?? '')}</p>
  ${params ? `<table><thead><tr><th>parameter</th><th>in</th><th>type</th><th></th></tr></thead><tbody>${params}</tbody></table>` : ''}
  ${body ? `<details><summary>request body</summary><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre></details>` : ''}
  <ul class="responses">${responses}</ul>
</section>`;
}

export function renderReferencePage(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      // A path item may name its own servers (the OCTO calls at the origin): not an operation.
      if (method === 'servers') continue;
      const tag = op.tags?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationHtml(method, path, op));
    }
  }
  const nav = [...byTag.keys()].map((t) => `<a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a>`).join('');
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} — reference</title>
<style>
 body{font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#14213D;background:#FFFDF8}
 header{background:#1D3557;color:#FFF8EE;padding:24px 32px} header p{max-width:860px;opacity:.9}
 nav{position:sticky;top:0;background:#F2CC8F;padding:8px 32px;display:flex;gap:16px;flex-wrap:wrap} nav a{color:#14213D}
 main{padding:8px 32px 48px;max-width:1000px} h2{border-bottom:2px solid #E9A25F;padding-top:16px}
 .op{border:1px solid #E3D5BE;border-radius:8px;padding:8px 16px;margin:12px 0;background:#fff}
 .op h3{margin:8px 0;font-size:16px} .m{display:inline-block;min-width:60px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
 .m-get{background:#2A7F8E}.m-post{background:#C8743F}.m-put{background:#6B5CA5}.m-delete{background:#B23A48}.m-patch{background:#6B5CA5}
 .lock{font-size:12px;background:#14213D;color:#fff;border-radius:4px;padding:2px 6px}
 table{border-collapse:collapse;margin:8px 0} td,th{border:1px solid #eee;padding:4px 8px;text-align:left;font-size:14px}
 pre{background:#F7F2E8;padding:8px;overflow:auto;font-size:12px;max-height:360px}
</style></head>
<body><header><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p>
<p>Base URL <code>${escapeHtml(doc.servers[0]!.url)}</code> · machine-readable: <a style="color:#F6D58E" href="${API_PREFIX}${paths.system.openApi.path}">openapi.json</a></p></header>
<nav>${nav}</nav><main>${sections}</main></body></html>`;
}
