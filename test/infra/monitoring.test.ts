// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CONCURRENCY_SHARE, API_5XX_MIN_REQUESTS, areaDimension, FUNCTIONS_PER_ALARM } from '../../infra/cdk/monitoring';
import { BURN_WINDOWS, minRequests } from '../../infra/cdk/slo-alarms';
import { WEBHOOK_WORKER_IDS } from '../../infra/cdk/webhooks-stack';
import { MIGRATION_FUNCTION_ID } from '../../infra/cdk/migrations-stack';
import { LAMBDA_ROUTES } from '../../shared/routes';
import { synthesize, TEST_CONTEXT, TEST_ENV } from './synthesize';
import { ofType, type CfnResource } from './template-model';

const { resources, apiTemplate } = synthesize();
const alarms = ofType(resources, 'AWS::CloudWatch::Alarm');
const topicIds = ofType(resources, 'AWS::SNS::Topic').map(([id]) => id);
const pageId = topicIds.find((id) => id.startsWith('AlarmTopic'))!;
const ticketId = topicIds.find((id) => id.startsWith('TicketTopic'))!;
/** The topic an alarm or composite notifies: 'page' or 'ticket'. */
const routeOf = (alarm: CfnResource) => {
  const actions = JSON.stringify(alarm.Properties!.AlarmActions ?? []);
  return actions.includes(`"${pageId}"`) ? 'page' : actions.includes(`"${ticketId}"`) ? 'ticket' : 'none';
};
/** Alarms and composites whose construct id starts with `name` (construct path …/<id>/Resource). */
const byName = (name: string) =>
  [...alarms, ...ofType(resources, 'AWS::CloudWatch::CompositeAlarm')].filter(([, a]) => String(a.Metadata?.['aws:cdk:path']).split('/').at(-2)!.startsWith(name));
/** Metric names an alarm watches (directly or inside its metric math). */
const metricsOf = (alarm: CfnResource): string[] => {
  const p = alarm.Properties!;
  if (p.MetricName) return [`${p.Namespace}/${p.MetricName}`];
  return (p.Metrics as any[]).filter((m) => m.MetricStat).map((m) => `${m.MetricStat.Metric.Namespace}/${m.MetricStat.Metric.MetricName}`);
};
const alarmsOn = (metric: string) => alarms.filter(([, a]) => metricsOf(a).includes(metric));
/** Every FunctionName a metric-math alarm watches `metric` of (not the other metrics it combines, e.g. the migrations' OrganizationsFailed). */
const functionsWatched = (metric: string) =>
  alarmsOn(metric).flatMap(([, a]) =>
    ((a.Properties!.Metrics ?? []) as any[])
      .filter((m) => m.MetricStat && `${m.MetricStat.Metric.Namespace}/${m.MetricStat.Metric.MetricName}` === metric)
      .map((m) => JSON.stringify(m.MetricStat.Metric.Dimensions)),
  );

describe('alarms', () => {
  it('all notify a topic (paging or ticket), on alarm and on recovery, directly or through a composite; the paging topic mails the configured address', () => {
    expect(topicIds).toHaveLength(2);
    expect(alarms.length).toBeGreaterThan(10);
    const composites = ofType(resources, 'AWS::CloudWatch::CompositeAlarm');
    const inComposite = (id: string) => composites.some(([, c]) => JSON.stringify(c.Properties!.AlarmRule).includes(`"${id}"`));
    for (const [id, composite] of composites) {
      expect(routeOf(composite), id).not.toBe('none');
      expect(JSON.stringify(composite.Properties!.OKActions), id).toBe(JSON.stringify(composite.Properties!.AlarmActions));
    }
    for (const [id, alarm] of alarms.filter(([id, a]) => !a.Properties!.AlarmActions && inComposite(id))) {
      expect(alarm.Properties!.AlarmDescription, id).toMatch(/Rolls a deployment of this function back|Part of (Availability|Latency)Burn/);
    }
    for (const [id, alarm] of alarms.filter(([id]) => !inComposite(id))) {
      expect(routeOf(alarm), id).not.toBe('none');
      expect(JSON.stringify(alarm.Properties!.OKActions), id).toBe(JSON.stringify(alarm.Properties!.AlarmActions));
      expect(alarm.Properties!.AlarmDescription, id).toMatch(/docs\/deploy\.md/);
    }
    apiTemplate.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: TEST_CONTEXT.alarmEmail });
  });

  it('watch the 5xx rate of the stage, never on fewer than the minimum count of requests', () => {
    const [[, alarm]] = byName('Api5xxRate') as [[string, CfnResource]];
    expect(alarm.Properties).toMatchObject({ Threshold: 0.01, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    const expression = (alarm.Properties!.Metrics as any[]).find((m) => m.Expression).Expression;
    expect(expression).toBe(`IF(requests >= ${API_5XX_MIN_REQUESTS}, errors / requests, 0)`);
    expect(JSON.stringify(alarm.Properties!.Metrics)).toContain(TEST_ENV);
    expect(routeOf(alarm)).toBe('ticket');
  });

  it('burn the availability and latency SLOs in two window pairs: the fast pair pages, the slow one opens a ticket', () => {
    for (const objective of ['Availability', 'Latency']) {
      for (const window of BURN_WINDOWS) {
        const [[, composite]] = byName(`${objective}Burn${window.name}`).filter(([, a]) => a.Type === 'AWS::CloudWatch::CompositeAlarm') as [[string, CfnResource]];
        expect(routeOf(composite), objective + window.name).toBe(window.severity);
        // Both windows must be over: AND of the long and the short window's alarms.
        const rule = JSON.stringify(composite.Properties!.AlarmRule);
        expect(rule).toContain(' AND ');
        for (const [label, length] of [['Long', window.long], ['Short', window.short]] as const) {
          const [[id, alarm]] = byName(`${objective}Burn${window.name}${label}`).filter(([, a]) => a.Type === 'AWS::CloudWatch::Alarm') as [[string, CfnResource]];
          expect(rule, id).toContain(id.split('/').at(-1)!);
          const metrics = alarm.Properties!.Metrics as any[];
          const expression = metrics.find((m) => m.Expression).Expression as string;
          // The minimum-count guard: a quiet period never fires.
          expect(expression, id).toMatch(new RegExp(`^IF\\(requests >= ${minRequests(length)}, `));
          for (const m of metrics.filter((m) => m.MetricStat)) expect(m.MetricStat.Period, id).toBe(length.toSeconds());
          const budget = 1 - (objective === 'Availability' ? 0.999 : 0.99);
          expect(alarm.Properties!.Threshold, id).toBeCloseTo(window.burnRate * budget, 6);
          const stats = metrics.filter((m) => m.MetricStat).map((m) => `${m.MetricStat.Metric.MetricName}:${m.MetricStat.Stat}`).sort();
          // API Gateway's own Latency (authorizer and cold starts included), as the share of requests within the threshold.
          expect(stats, id).toEqual(objective === 'Availability' ? ['5XXError:Sum', 'Count:Sum'] : ['Count:Sum', `Latency:PR(0:${TEST_CONTEXT.latencyP99AlarmMs})`]);
        }
      }
    }
  });

  it('route what hurts every user now to the paging topic, the rest to tickets', () => {
    const route = (name: string) => [...new Set(byName(name).filter(([, a]) => a.Properties!.AlarmActions).map(([, a]) => routeOf(a)))];
    for (const name of ['AuthorizerErrors', 'AuthorizerThrottles', 'TableSystemErrors', 'WebhookDeliveryQueueAge', 'WebhookDispatcherIteratorAge', 'WebhookDeliveryFailureRate']) expect(route(name), name).toEqual(['page']);
    for (const name of ['TableThrottles', 'CursorKeyRefreshFailed', 'CounterInvariantBroken', 'AccountConcurrency', 'WebhookDeadLetters', 'LambdaThrottles', 'LatencyP99']) expect(route(name), name).toEqual(['ticket']);
    // The routes' composites are tickets (the SLOs page when users feel it); the authorizer's pages.
    const unhealthy = ofType(resources, 'AWS::CloudWatch::CompositeAlarm').filter(([id]) => id.includes('Unhealthy'));
    expect(unhealthy.filter(([id]) => id.startsWith('AuthorizerDeploys')).map(([, a]) => routeOf(a))).toEqual(['page']);
    expect(new Set(unhealthy.filter(([id]) => !id.startsWith('AuthorizerDeploys')).map(([, a]) => routeOf(a)))).toEqual(new Set(['ticket']));
  });

  it("watch the account's claimed Lambda concurrency against its quota", () => {
    const [[, alarm]] = alarmsOn('AWS/Lambda/ClaimedAccountConcurrency') as [[string, CfnResource]];
    expect(alarm.Properties).toMatchObject({ Statistic: 'Maximum', Threshold: 1000 * ACCOUNT_CONCURRENCY_SHARE });
    expect(alarm.Properties!.Dimensions).toBeUndefined();
  });

  it('watch the p99 latency of every area (the handlers\' EMF Latency metric)', () => {
    const latency = alarmsOn(`LearningPeople/${TEST_ENV}/Latency`);
    const areas = [...new Set(LAMBDA_ROUTES.map((r) => areaDimension(r.tag)))].sort();
    expect(latency.map(([, a]) => a.Properties!.Dimensions.find((d: any) => d.Name === 'area').Value).sort()).toEqual(areas);
    for (const [, a] of latency) expect(a.Properties).toMatchObject({ ExtendedStatistic: 'p99', Threshold: TEST_CONTEXT.latencyP99AlarmMs });
  });

  it('watch Lambda errors and throttles of every route function, the authorizer, the webhook workers and the migration function, at most 10 functions per alarm', () => {
    const functionCount = LAMBDA_ROUTES.length + 1 + WEBHOOK_WORKER_IDS.length + [MIGRATION_FUNCTION_ID].length;
    for (const metric of ['AWS/Lambda/Errors', 'AWS/Lambda/Throttles']) {
      const watched = functionsWatched(metric).concat(alarmsOn(metric).filter(([, a]) => a.Properties!.MetricName).map(([, a]) => JSON.stringify(a.Properties!.Dimensions)));
      expect(new Set(watched).size, metric).toBe(functionCount);
      for (const [, a] of alarmsOn(metric)) expect((a.Properties!.Metrics ?? [1]).length).toBeLessThanOrEqual(FUNCTIONS_PER_ALARM + 1);
    }
  });

  it('watch DynamoDB throttles and system errors of the table', () => {
    expect(alarmsOn('AWS/DynamoDB/ThrottledRequests')).toHaveLength(1);
    expect(alarmsOn('AWS/DynamoDB/SystemErrors')).toHaveLength(1);
  });
});

describe('dashboard', () => {
  it('is one per environment, with the API, every area, the authorizer and the table', () => {
    const dashboards = ofType(resources, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]![1].Properties!.DashboardName).toBe(`learning-people-${TEST_ENV}`);
    const body = JSON.stringify(dashboards[0]![1].Properties!.DashboardBody);
    for (const tag of new Set(LAMBDA_ROUTES.map((r) => r.tag))) expect(body).toContain(`\\"area\\",\\"${areaDimension(tag)}\\"`);
    for (const title of ['API requests and errors', 'API latency', 'Authorizer', 'DynamoDB throttled requests']) expect(body).toContain(title);
  });
});

describe('a report that found broken counters alarms (#40 §4)', () => {
  it('watches CounterInvariantBroken of the reports area, as the report functions write it, on any occurrence', () => {
    const found = byName('CounterInvariantBroken');
    expect(found).toHaveLength(1);
    const watched = found[0]![1];
    expect(watched.Properties).toMatchObject({ MetricName: 'CounterInvariantBroken', Threshold: 1, Statistic: 'Sum' });
    expect(watched.Properties!.Dimensions).toEqual(expect.arrayContaining([{ Name: 'area', Value: 'reports' }]));
  });
});

