import { Duration, Validations } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  type IWidget,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { areaDimension, CURSOR_KEY_METRICS, REQUEST_METRICS } from '../../shared/observability/metric-names';
import type { LambdaRoute } from '../../shared/http/route-types';
import type { ApiFunction } from './api-function';
import { metricsNamespace, SERVICE_NAME } from './function-environment';
import type { Settings } from './settings';

/**
 * Alarms and the dashboard of an environment (docs/deploy.md, "Alarms"). Everything here is
 * generated from the route table: a new area gets its latency alarm and its dashboard row, a new
 * route its share of its stack's Lambda error and throttle alarms.
 */

const FIVE_MINUTES = Duration.minutes(5);

/** Api5xxRate never fires on fewer requests than this per 5 minutes (one 500 of three requests at night). */
export const API_5XX_MIN_REQUESTS = 20;

/** Share of the account's Lambda concurrency quota at which AccountConcurrency fires. */
export const ACCOUNT_CONCURRENCY_SHARE = 0.8;

/** CloudWatch alarms on metric math take at most 10 metrics: functions are watched in slices. */
export const FUNCTIONS_PER_ALARM = 10;

export { areaDimension };

/**
 * The two topics of an environment (docs/deploy.md, "Alarms"): `page` (someone acts now: the
 * SLOs burn fast, the authorizer or the table fails, webhooks stop) and `ticket` (working hours:
 * a slow burn, one function unhealthy, throttles, dead letters). Email subscriptions when the
 * environment names addresses; a pager or chat integration subscribes to the topics' ARNs.
 */
export function createAlarmTopics(scope: Construct, settings: Settings): { page: Topic; ticket: Topic } {
  return {
    page: alarmTopic(scope, 'AlarmTopic', `learning-people ${settings.env} pages`, settings.alarmEmail),
    ticket: alarmTopic(scope, 'TicketTopic', `learning-people ${settings.env} tickets`, settings.ticketEmail),
  };
}

function alarmTopic(scope: Construct, id: string, displayName: string, email: string | undefined): Topic {
  const topic = new Topic(scope, id, { displayName, enforceSSL: true });
  if (email) topic.addSubscription(new EmailSubscription(email));
  Validations.of(topic).acknowledge({
    id: 'Serverless-SNSRedrivePolicy',
    reason: 'An email (or pager) subscription of alarm notifications: a failed delivery is retried by SNS, and the alarm state stays visible in CloudWatch.',
  });
  Validations.of(topic).acknowledge({
    id: 'AwsSolutions-SNS2',
    reason:
      'Alarm notifications carry alarm names and states, no customer data; CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, and a customer-managed key per environment costs more than it protects here.',
  });
  return topic;
}

/** An alarm that notifies `topic` when it fires and when it recovers; missing data never fires it. */
export function alarm(scope: Construct, id: string, topic: ITopic, props: { metric: IMetric; threshold: number; description: string; periods?: number }): Alarm {
  const created = new Alarm(scope, id, {
    metric: props.metric,
    threshold: props.threshold,
    evaluationPeriods: props.periods ?? 1,
    datapointsToAlarm: props.periods ?? 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: props.description,
  });
  created.addAlarmAction(new SnsAction(topic));
  created.addOkAction(new SnsAction(topic));
  return created;
}

const sumOf = (metrics: IMetric[], label: string) =>
  new MathExpression({
    expression: metrics.map((_, i) => `m${i}`).join(' + '),
    usingMetrics: Object.fromEntries(metrics.map((metric, i) => [`m${i}`, metric])),
    label,
    period: FIVE_MINUTES,
  });

/**
 * Lambda errors and throttles of a stack's functions, at most FUNCTIONS_PER_ALARM per alarm.
 * `errors: false` where the functions' errors are watched by their health alarms already
 * (gradual-deploy.ts, combined in a composite alarm).
 */
export function addFunctionAlarms(scope: Construct, functions: readonly ApiFunction[], topic: ITopic, options: { errors?: boolean } = {}): void {
  for (let start = 0, slice = 1; start < functions.length; start += FUNCTIONS_PER_ALARM, slice++) {
    const part = functions.slice(start, start + FUNCTIONS_PER_ALARM);
    const names = part.map((f) => f.node.id).join(', ');
    if (options.errors !== false) alarm(scope, `LambdaErrors${slice}`, topic, {
      metric: sumOf(part.map((f) => f.fn.metricErrors({ period: FIVE_MINUTES })), 'Lambda errors'),
      threshold: 1,
      description: `Lambda errors (unhandled exceptions, timeouts, out of memory) in ${names}. See docs/deploy.md, "Alarms".`,
    });
    alarm(scope, `LambdaThrottles${slice}`, topic, {
      metric: sumOf(part.map((f) => f.fn.metricThrottles({ period: FIVE_MINUTES })), 'Lambda throttles'),
      threshold: 1,
      description: `Lambda throttles (account or reserved concurrency reached) in ${names}. See docs/deploy.md, "Alarms".`,
    });
  }
}

export interface MonitoringProps {
  settings: Settings;
  api: RestApi;
  table: ITable;
  authorizer: ApiFunction;
  /** Alarms that can wait for working hours. */
  topic: ITopic;
  /** Alarms someone must act on now. */
  pagingTopic: ITopic;
  /** The feature areas served by Lambda routes (route tags). */
  areas: readonly string[];
  /** Where each area's latency alarm is made (the SLO alarms' nested stack); default: with the other alarms. */
  latencyAlarmScope?: Construct;
  /** The Lambda routes (their business metrics go on the dashboard). */
  routes: readonly LambdaRoute[];
  /** More rows for the dashboard (the webhook pipeline's, from its nested stack). */
  extraWidgets?: readonly IWidget[];
}

/** The table operations this API uses (metric math takes at most 10 metrics). */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
];

/** The stage-wide, per-area, authorizer and table alarms, and one dashboard. */
export function createMonitoring(scope: Construct, id: string, props: MonitoringProps): Construct {
  const { settings, api, table, authorizer, topic, pagingTopic } = props;
  const monitoring = new Construct(scope, id);
  const namespace = metricsNamespace(settings);
  const stageDimensions = { ApiName: api.restApiName, Stage: api.deploymentStage.stageName };
  const apiMetric = (metricName: string, statistic: string) =>
    new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: stageDimensions, statistic, period: FIVE_MINUTES });
  const areaMetric = (metricName: string, area: string, statistic: string) =>
    new Metric({ namespace, metricName, dimensionsMap: { service: SERVICE_NAME, area: areaDimension(area) }, statistic, period: FIVE_MINUTES });

  // A ticket: the availability SLO's burn-rate alarms (slo-alarms.ts) are what pages.
  alarm(monitoring, 'Api5xxRate', topic, {
    metric: new MathExpression({
      expression: `IF(requests >= ${API_5XX_MIN_REQUESTS}, errors / requests, 0)`,
      usingMetrics: { errors: apiMetric('5XXError', 'Sum'), requests: apiMetric('Count', 'Sum') },
      label: '5xx ratio',
      period: FIVE_MINUTES,
    }),
    threshold: settings.serverErrorRateAlarm,
    periods: 2,
    description: `More than ${settings.serverErrorRateAlarm * 100}% of the stage's answers were 5xx for 10 minutes (${API_5XX_MIN_REQUESTS} requests or more per 5 minutes). See docs/deploy.md, "Alarms".`,
  });
  alarm(monitoring, 'AccountConcurrency', topic, {
    metric: new Metric({ namespace: 'AWS/Lambda', metricName: 'ClaimedAccountConcurrency', statistic: 'Maximum', period: FIVE_MINUTES }),
    threshold: Math.floor(settings.accountConcurrencyLimit * ACCOUNT_CONCURRENCY_SHARE),
    description: `Lambda concurrency claimed in the account and region (every environment and reservation) reached ${ACCOUNT_CONCURRENCY_SHARE * 100} % of ${settings.accountConcurrencyLimit} (accountConcurrencyLimit): new invocations will be throttled. See docs/deploy.md, "Alarms".`,
  });
  for (const area of props.areas) {
    alarm(props.latencyAlarmScope ?? monitoring, `LatencyP99${areaDimension(area).replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`, topic, {
      metric: areaMetric(REQUEST_METRICS.latency, area, 'p99'),
      threshold: settings.latencyP99AlarmMs,
      periods: 3,
      description: `p99 latency of the ${area} routes above ${settings.latencyP99AlarmMs} ms for 15 minutes. See docs/deploy.md, "Alarms".`,
    });
  }
  alarm(monitoring, 'AuthorizerErrors', pagingTopic, {
    metric: authorizer.fn.metricErrors({ period: FIVE_MINUTES }),
    threshold: 1,
    description: 'The authorizer failed (every authenticated request answers 500 while it does). See docs/deploy.md, "Alarms".',
  });
  alarm(monitoring, 'AuthorizerThrottles', pagingTopic, {
    metric: authorizer.fn.metricThrottles({ period: FIVE_MINUTES }),
    threshold: 1,
    description: 'The authorizer was throttled (requests answered 500). See docs/deploy.md, "Alarms".',
  });
  alarm(monitoring, 'TableThrottles', topic, {
    metric: table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period: FIVE_MINUTES }),
    threshold: 1,
    description: 'DynamoDB throttled requests of the table. See docs/deploy.md, "Alarms".',
  });
  alarm(monitoring, 'TableSystemErrors', pagingTopic, {
    metric: table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: FIVE_MINUTES }),
    threshold: 1,
    description: 'DynamoDB answered internal server errors (HTTP 500) for the table. See docs/deploy.md, "Alarms".',
  });

  alarm(monitoring, 'CursorKeyRefreshFailed', topic, {
    metric: new Metric({ namespace, metricName: CURSOR_KEY_METRICS.refreshFailed, dimensionsMap: { service: SERVICE_NAME }, statistic: 'Sum', period: FIVE_MINUTES }),
    threshold: 1,
    description:
      'Functions could not read the cursor secret again and serve the keys they read earlier; a new instance would fail its list requests. See docs/deploy.md, "Rotating the cursor secret".',
  });

  const dashboard = new Dashboard(monitoring, 'Dashboard', { dashboardName: `learning-people-${settings.env}` });
  dashboard.addWidgets(
    new GraphWidget({ title: 'API requests and errors', left: [apiMetric('Count', 'Sum'), apiMetric('4XXError', 'Sum'), apiMetric('5XXError', 'Sum')], width: 12 }),
    new GraphWidget({ title: 'API latency (ms)', left: [apiMetric('Latency', 'p50'), apiMetric('Latency', 'p99'), apiMetric('IntegrationLatency', 'p99')], width: 12 }),
    new GraphWidget({ title: 'Requests per area', left: props.areas.map((area) => areaMetric(REQUEST_METRICS.requests, area, 'Sum')), width: 12 }),
    new GraphWidget({ title: 'Handler p99 latency per area (ms)', left: props.areas.map((area) => areaMetric(REQUEST_METRICS.latency, area, 'p99')), width: 12 }),
    new GraphWidget({ title: 'Server errors per area', left: props.areas.map((area) => areaMetric(REQUEST_METRICS.serverErrors, area, 'Sum')), width: 12 }),
    new GraphWidget({
      title: 'Business metrics',
      left: [...new Map(props.routes.filter((r) => r.metric).map((r) => [r.metric!.name, areaDimension(r.tag)])).entries()].map(
        ([name, area]) => new Metric({ namespace, metricName: name, dimensionsMap: { service: SERVICE_NAME, area }, statistic: 'Sum', period: FIVE_MINUTES }),
      ),
      width: 24,
    }),
    new GraphWidget({
      title: 'Authorizer',
      left: [authorizer.fn.metricInvocations(), authorizer.fn.metricErrors(), authorizer.fn.metricThrottles()],
      right: [authorizer.fn.metricDuration({ statistic: 'p99' })],
      width: 12,
    }),
    new GraphWidget({ title: 'DynamoDB capacity', left: [table.metricConsumedReadCapacityUnits(), table.metricConsumedWriteCapacityUnits()], width: 8 }),
    new GraphWidget({ title: 'DynamoDB throttled requests', left: [table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS })], width: 8 }),
    new GraphWidget({ title: 'DynamoDB system errors', left: [table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS })], width: 8 }),
    ...(props.extraWidgets ?? []),
  );
  return monitoring;
}
