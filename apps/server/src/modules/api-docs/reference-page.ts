import type { OpenApiDocument, OpenApiOperation } from './openapi.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** `code` spans for backticked words of a description (the only markup the descriptions use). */
const inline = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const ACCESS_LABEL: Record<string, string> = {
  public: 'Public',
  user: 'Signed in or API key',
  admin: 'Admin (session or an admin’s key)',
  undeclared: 'Undeclared',
};

const schemaBlock = (label: string, schema: unknown) =>
  `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

function operationHtml(method: string, path: string, op: OpenApiOperation): string {
  const parts = [
    `<section class="op" id="${escapeHtml(op.operationId)}" aria-labelledby="${escapeHtml(op.operationId)}-title">`,
    `<h3 id="${escapeHtml(op.operationId)}-title"><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p>${inline(op.summary)} <span class="access">${escapeHtml(ACCESS_LABEL[op['x-access']] ?? op['x-access'])}</span></p>`,
  ];
  if (op.description) parts.push(`<p class="muted">${inline(op.description)}</p>`);
  if (op.parameters.length > 0) {
    const rows = op.parameters
      .map(
        (p) =>
          `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td>` +
          `<td><code>${escapeHtml(JSON.stringify(p.schema))}</code>${p.description ? ` ${escapeHtml(p.description)}` : ''}</td></tr>`,
      )
      .join('');
    parts.push(
      `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }
  for (const [type, { schema }] of Object.entries(op.requestBody?.content ?? {})) {
    parts.push(schemaBlock(`Request body schema (${type})`, schema));
  }
  const responses = Object.entries(op.responses)
    .map(([status, response]) => {
      const content = Object.entries(response.content ?? {});
      const schemas = content
        .filter(([, { schema }]) => !('$ref' in schema))
        .map(([type, { schema }]) => schemaBlock(`Answer schema (${type})`, schema))
        .join('');
      const types = content.map(([type]) => type).join(', ');
      return `<li><strong>${status}</strong> ${escapeHtml(response.description)}${types ? ` <span class="muted">(${escapeHtml(types)})</span>` : ''}${schemas}</li>`;
    })
    .join('');
  parts.push(`<ul class="responses" aria-label="Responses">${responses}</ul>`, '</section>');
  return parts.join('\n');
}

/**
 * The API reference at /api/docs: a plain page made on the server from the OpenAPI document (no script,
 * so it runs under the app's Content-Security-Policy), light or dark with the system setting.
 */
export function renderReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const slug = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const sections = tags
    .map(
      (tag) =>
        `<section aria-labelledby="${slug(tag)}"><h2 id="${slug(tag)}">${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(document.info.title)} reference</title>
<style>
:root { color-scheme: light dark; --bg: #ffffff; --fg: #0f172a; --muted: #475569; --line: #e2e8f0; --card: #f8fafc; --accent: #1d4ed8; }
@media (prefers-color-scheme: dark) { :root { --bg: #0b1120; --fg: #e2e8f0; --muted: #94a3b8; --line: #1e293b; --card: #111827; --accent: #93c5fd; } }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.5 system-ui, sans-serif; }
main { max-width: 960px; margin: 0 auto; padding: 24px; }
a { color: var(--accent); }
code, pre { font-family: ui-monospace, monospace; font-size: 13px; }
pre { background: var(--card); border: 1px solid var(--line); padding: 12px; overflow-x: auto; border-radius: 6px; }
.op { border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; margin: 12px 0; background: var(--card); }
.op h3 { margin: 0 0 4px; font-size: 16px; overflow-wrap: anywhere; }
.method { display: inline-block; min-width: 4.5em; text-align: center; border-radius: 4px; padding: 0 6px; font-size: 12px; border: 1px solid currentColor; }
.access { font-size: 12px; border: 1px solid var(--line); border-radius: 999px; padding: 0 8px; color: var(--muted); white-space: nowrap; }
.muted { color: var(--muted); }
table { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
caption { text-align: left; font-weight: 600; }
th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
nav ul { columns: 2; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)} reference</h1>
<p>${inline(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}; import it into Postman, Insomnia or a client generator).</p>
<nav aria-label="Sections"><ul>${tags.map((tag) => `<li><a href="#${slug(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>
${sections}
</main>
</body>
</html>`;
}
