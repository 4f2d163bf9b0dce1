// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { areaDimension, FUNCTIONS_PER_ALARM } from '../../infra/cdk/monitoring';
import { WEBHOOK_WORKER_IDS } from '../../infra/cdk/webhooks-stack';
import { MIGRATION_FUNCTION_ID } from '../../infra/cdk/migrations-stack';
import { LAMBDA_ROUTES } from '../../shared/routes';
import { synthesize, TEST_CONTEXT, TEST_ENV } from './synthesize';
import { ofType, type CfnResource } from './template-model';

const { resources, apiTemplate } = synthesize();
const alarms = ofType(resources, 'AWS::CloudWatch::Alarm');
const topicId = ofType(resources, 'AWS::SNS::Topic')[0]![0];
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
  it('all notify the environment topic, on alarm and on recovery, directly or through one composite per template; the topic mails the configured address', () => {
    expect(alarms.length).toBeGreaterThan(10);
    const composites = ofType(resources, 'AWS::CloudWatch::CompositeAlarm');
    const inComposite = (id: string) => composites.some(([, c]) => JSON.stringify(c.Properties!.AlarmRule).includes(`"${id}"`));
    for (const [id, composite] of composites) {
      expect(JSON.stringify(composite.Properties!.AlarmActions), id).toContain(topicId);
      expect(JSON.stringify(composite.Properties!.OKActions), id).toContain(topicId);
    }
    for (const [id, alarm] of alarms.filter(([id, a]) => !a.Properties!.AlarmActions && inComposite(id))) {
      expect(alarm.Properties!.AlarmDescription, id).toMatch(/Rolls a deployment of this function back/);
    }
    for (const [id, alarm] of alarms.filter(([id]) => !inComposite(id))) {
      expect(JSON.stringify(alarm.Properties!.AlarmActions), id).toContain(topicId);
      expect(JSON.stringify(alarm.Properties!.OKActions), id).toContain(topicId);
      expect(alarm.Properties!.AlarmDescription, id).toMatch(/docs\/deploy\.md/);
    }
    apiTemplate.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: TEST_CONTEXT.alarmEmail });
  });

  it('watch the 5xx rate of the stage', () => {
    const [[, alarm]] = alarmsOn('AWS/ApiGateway/5XXError') as [[string, CfnResource]];
    expect(alarm.Properties).toMatchObject({ Statistic: 'Average', Threshold: 0.01, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(JSON.stringify(alarm.Properties!.Dimensions)).toContain(TEST_ENV);
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
