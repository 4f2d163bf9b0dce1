import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emfOf } from '../support/emf';
import { logSink, setLogLevel } from '../../shared/observability/log';
import { useGateway } from '../support/http';
import { newTestOrg, type TestOrg } from '../support/orgs';

/**
 * What operators get from every request (#15, operability): one JSON log line with the Lambda
 * request id, cold start flag, X-Ray trace id, API Gateway request id and route; and EMF metrics
 * (Requests, ClientErrors, ServerErrors per area and per route, Latency per area, a business
 * metric per area). Locally metrics are off; this file turns them on before any handler loads.
 */
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
process.env.POWERTOOLS_METRICS_NAMESPACE = 'LearningPeople/test';
const TRACE_ID = 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1';

const { call } = useGateway();
const lines: string[] = [];
let org: TestOrg;

beforeAll(async () => {
  logSink.write = (line) => void lines.push(line);
  setLogLevel('info');
  process.env._X_AMZN_TRACE_ID = TRACE_ID;
  org = await newTestOrg();
});
afterAll(() => {
  logSink.write = null;
  setLogLevel('silent');
  delete process.env._X_AMZN_TRACE_ID;
});


describe('log lines', () => {
  it('carry the Lambda request id, cold start, X-Ray trace id, API Gateway request id and route, never a body', async () => {
    lines.length = 0;
    const res = await call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, body: { name: 'Observable area' } });
    expect(res.status).toBe(201);
    const line = lines.map((l) => JSON.parse(l)).find((l) => l.message === 'request' && l.route === 'createArea');
    expect(line).toMatchObject({
      level: 'INFO',
      service: 'learning-people-api',
      route: 'createArea',
      status: 201,
      cold_start: expect.any(Boolean),
      function_request_id: expect.any(String),
      xray_trace_id: '1-5759e988-bd862e3fe1be46a994272793',
      request_id: expect.any(String),
    });
    // Powertools' correlation id: the key the webhook workers' lines for this request's events carry too.
    expect(line.correlation_id).toBe(line.request_id);
    expect(lines.join('\n')).not.toContain('Observable area');
  });
});

describe('EMF metrics', () => {
  it('count requests and errors per area and per route, latency per area, and the area business metric', async () => {
    const blobs = await emfOf(async () => {
      expect((await call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, body: { name: 'Metered' } })).status).toBe(201);
      expect((await call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, body: {} })).status).toBe(400);
    });
    const requests = blobs.filter((b) => 'Requests' in b);
    expect(requests).toHaveLength(2);
    for (const blob of requests) {
      expect(blob._aws.CloudWatchMetrics[0].Namespace).toBe('LearningPeople/test');
      expect(blob._aws.CloudWatchMetrics[0].Dimensions).toEqual([
        ['service', 'area'],
        ['service', 'route'],
      ]);
      expect(blob).toMatchObject({ service: 'learning-people-api', area: 'organization', route: 'createArea', Requests: 1, ServerErrors: 0 });
    }
    expect(requests.map((b) => b.ClientErrors).sort()).toEqual([0, 1]);
    const latency = blobs.filter((b) => 'Latency' in b);
    expect(latency).toHaveLength(2);
    // Each one alone with its area (one single-metric publisher serves every request: nothing of one is left in the next).
    for (const blob of latency) {
      expect(blob._aws.CloudWatchMetrics[0].Dimensions).toEqual([['service', 'area']]);
      expect(Object.keys(blob._aws.CloudWatchMetrics[0].Metrics)).toHaveLength(1);
      expect(blob).toMatchObject({ area: 'organization' });
      expect(blob).not.toHaveProperty('route');
    }
    // The business metric: only for the success, with its area only.
    const business = blobs.filter((b) => 'OrganizationItemsCreated' in b);
    expect(business).toHaveLength(1);
    expect(business[0]).toMatchObject({ OrganizationItemsCreated: 1, area: 'organization' });
    expect(business[0]._aws.CloudWatchMetrics[0].Dimensions).toEqual([['service', 'area']]);
    expect(business[0]).not.toHaveProperty('Latency');
  });

  it('count what a business metric counts: enrollments assigned', async () => {
    const blobs = await emfOf(async () => {
      const course = await call('POST', `/org/${org.slug}/learning/courses/`, { token: org.adminKey, body: { title: 'Metered course' } });
      expect(course.status).toBe(201);
      const users = await Promise.all(
        ['a', 'b', 'c'].map((n) =>
          call('POST', `/org/${org.slug}/users/`, { token: org.adminKey, body: { email: `${n}-${Date.now()}@example.com`, first_name: n, last_name: n } }),
        ),
      );
      const assign = await call('POST', `/org/${org.slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/`, {
        token: org.adminKey,
        body: { course_id: course.body.id, user_ids: users.map((u) => u.body.id) },
      });
      expect(assign.status).toBe(200);
    });
    expect(blobs.filter((b) => 'EnrollmentsAssigned' in b).map((b) => b.EnrollmentsAssigned)).toEqual([3]);
    expect(blobs.filter((b) => 'UsersCreated' in b)).toHaveLength(3);
  });
});
