import { describe, expect, inject, it } from 'vitest';
import { useOwnTable } from '../support/own-table';
import { send } from '../../infra/local/http-client';
import { PREVIOUS_RELEASE_TEST_TIMEOUT_MS, usePreviousRelease } from '../support/previous-release';

/**
 * #42 and the two-releases rule (docs/decisions/learning.md, "Enrollment rules of groups"): the
 * enrollments' `source` attributes are additive. The release before them (7862073), run as it
 * was on the same table, lists an enrollment a rule made, completes it and assigns another; this
 * release then still shows the rule's `source` on it (the earlier release's UpdateItem kept what
 * it does not know), reads the earlier release's enrollment as an assignment, and the report
 * counters equal a recount.
 */
const PREVIOUS = '7862073';
const TABLE = useOwnTable('group-rules-upgrade');
const { useGateway } = await import('../support/http');
const { insertUser } = await import('../support/orgs');
const { addMembers, createGroup } = await import('../../shared/groups/groups-store');
const { expectCountersExact, rulesPath } = await import('./group-rules-support');
const { call } = useGateway();
const endpoint = inject('dynamoEndpoint');

const previous = usePreviousRelease(PREVIOUS, endpoint, TABLE);

describe(`enrollment sources with release ${PREVIOUS} on the same table`, () => {
  it('the earlier release lists, completes and assigns beside rule enrollments; this one keeps their source and counts exactly', async () => {
    const old = await previous.start();
    const org = old.demo;
    const token = org.admin_api_key;
    const viaOld = (method: string, path: string, body?: unknown) => send(old.baseUrl, { method, path, token, body });

    const course = (await call('POST', `/org/${org.slug}/learning/courses/`, { token, body: { title: 'Two releases' } })).body.id as string;
    const [a, b, c] = [await insertUser(org.slug), await insertUser(org.slug), await insertUser(org.slug)];
    const group = await createGroup(org.slug, { name: 'Upgrade group' }, new Date());
    await addMembers(org.slug, group.id, [a.id, b.id], new Date());
    const created = await call('POST', rulesPath(org.slug, group.id), { token, body: { content_type: 'course', content_id: course } });
    expect(created.status, created.text).toBe(201);
    const rule = created.body.rule.id;

    // The earlier release reads them (its view has no source) and completes one.
    const seen = await viaOld('GET', `/org/${org.slug}/learning/enrollments/?content_id=${course}`);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.results.map((e: any) => e.user_id).sort()).toEqual([a.id, b.id].sort());
    const ofA = seen.body.results.find((e: any) => e.user_id === a.id);
    expect((await viaOld('POST', `/org/${org.slug}/learning/enrollments/${ofA.id}/progress/`, { progress: 100 })).body.status).toBe('completed');
    // … and assigns the course to someone else.
    const assigned = await viaOld('POST', `/org/${org.slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/`, { course_id: course, user_ids: [c.id] });
    expect(assigned.status, assigned.text).toBe(200);

    // This release: the rule's source survived the earlier release's update; its enrollment is an assignment.
    const now = await call('GET', `/org/${org.slug}/learning/enrollments/`, { token, query: { content_id: course } });
    const byUser = new Map(now.body.results.map((e: any) => [e.user_id, e]));
    expect(byUser.get(a.id)).toMatchObject({ status: 'completed', source: { type: 'group_rule', rule_id: rule, group_id: group.id } });
    expect(byUser.get(b.id)).toMatchObject({ status: 'not_started', source: { type: 'group_rule', rule_id: rule, group_id: group.id } });
    expect(byUser.get(c.id)).toMatchObject({ source: { type: 'assignment' } });
    expect((await call('GET', `/org/${org.slug}/learning/enrollments/`, { token, query: { content_id: course, source: 'assignment' } })).body.results.map((e: any) => e.user_id)).toEqual([c.id]);
    await expectCountersExact(org.slug, [{ kind: 'content', id: course }, { kind: 'user', id: a.id }, { kind: 'user', id: c.id }]);
  }, PREVIOUS_RELEASE_TEST_TIMEOUT_MS);
});
