import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';

/**
 * #41 item 7: the provisioning guide's requests work. Every ```http block of docs/provisioning.md
 * is sent, in the guide's order, to the local gateway for a fresh organization (its slug in place
 * of `acme`), with the organization's administrator key as `$ADMIN_TOKEN` and the `scim` key the
 * guide makes as `$SCIM_TOKEN`; `{user_id}` and `{group_id}` are the ids the guide's creates
 * answered. Each answer has the status written under its block ("Answer: `NNN`"), and every answer
 * is checked against the OpenAPI document (test/support/contract.ts) as for any test.
 */
const { call } = useGateway();
const GUIDE = readFileSync(new URL('../../docs/provisioning.md', import.meta.url), 'utf8');

interface Example {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  status: number;
}

function examples(markdown: string): Example[] {
  return [...markdown.matchAll(/```http\n([\s\S]*?)```\s*\n+Answer: `(\d{3})`/g)].map(([, block, status]) => {
    const [head, ...rest] = block!.split('\n');
    const [method, path] = head!.split(' ') as [string, string];
    const blank = rest.indexOf('');
    const headerLines = blank < 0 ? rest : rest.slice(0, blank);
    const body = blank < 0 ? undefined : rest.slice(blank + 1).join('\n').trim() || undefined;
    const headers = Object.fromEntries(headerLines.filter(Boolean).map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]));
    return { method, path, headers, body, status: Number(status) };
  });
}

describe('docs/provisioning.md', () => {
  it('is linked from the README', () => {
    expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain('(docs/provisioning.md)');
  });

  it('every request of the guide answers the status it says, in order, against the local gateway', async () => {
    const all = examples(GUIDE);
    // Every ```http block has its answer (none silently skipped by the pattern).
    expect(all.length).toBe((GUIDE.match(/```http\n/g) ?? []).length);
    expect(all.length).toBeGreaterThanOrEqual(10);
    const org = await newTestOrg();
    const vars: Record<string, string> = { $ADMIN_TOKEN: org.adminKey };
    for (const example of all) {
      const fill = (text: string) =>
        text
          .replace(/\/org\/acme\//g, `/org/${org.slug}/`)
          .replace(/\{(user_id|group_id|course_id)\}/g, (whole, name: string) => vars[name] ?? whole)
          .replace(/\$[A-Z_]+/g, (name) => vars[name] ?? name);
      const url = new URL(fill(example.path), 'http://guide.invalid');
      const { Authorization, ...headers } = Object.fromEntries(Object.entries(example.headers).map(([k, v]) => [k, fill(v)]));
      const token = Authorization?.replace(/^Bearer /, '');
      const body = example.body === undefined ? undefined : JSON.parse(fill(example.body));
      const res = await call(example.method, url.pathname, { token, headers, body, query: Object.fromEntries(url.searchParams) });
      expect(res.status, `${example.method} ${example.path} → ${res.text.slice(0, 300)}`).toBe(example.status);
      if (url.pathname.endsWith('/api-keys/')) vars.$SCIM_TOKEN = res.body.key;
      if (example.method === 'POST' && url.pathname.endsWith('/Users')) vars.user_id = res.body.id;
      if (example.method === 'POST' && url.pathname.endsWith('/Groups')) vars.group_id = res.body.id;
      // The enrollment rules section (#42) names the course it makes.
      if (example.method === 'POST' && url.pathname.endsWith('/learning/courses/')) vars.course_id = res.body.id;
    }
    // What the guide's last requests say: the user deleted through SCIM is 404 from then on.
    expect((await call('GET', `/org/${org.slug}/scim/v2/Users/${vars.user_id}`, { token: vars.$SCIM_TOKEN })).status).toBe(404);
  }, 60_000);
});
