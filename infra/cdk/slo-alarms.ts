import { Duration, NestedStack } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Alarm, AlarmRule, ComparisonOperator, CompositeAlarm, MathExpression, Metric, Stats, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { Settings } from './settings';

/**
 * Multi-window burn-rate alarms on the API's two SLOs (Google's SRE workbook, "Alerting on SLOs"):
 * availability (share of answers that are not 5xx) and latency (share of answers within
 * `latencyP99AlarmMs`, API Gateway's own `Latency`, which includes the authorizer and cold starts).
 *
 * A burn rate is how fast the error budget (1 − SLO over 30 days) is spent: 14.4 spends 2 % of
 * it in an hour, 6 spends 5 % in six hours. Each pair fires only while both its long window
 * (the budget really spent) and its short window (still happening) are over, so it recovers
 * minutes after the problem ends. The fast pair pages, the slow pair opens a ticket.
 */
export const BURN_WINDOWS = [
  { name: 'Fast', long: Duration.hours(1), short: Duration.minutes(5), burnRate: 14.4, severity: 'page' },
  { name: 'Slow', long: Duration.hours(6), short: Duration.minutes(30), burnRate: 6, severity: 'ticket' },
] as const;

/**
 * Fewer requests than this in a window never fire it (a quiet night: 1 failure of 3 requests is
 * no outage): one request every 15 s on average, at least 20.
 */
export const minRequests = (window: Duration) => Math.max(20, Math.round(window.toSeconds() / 15));

export interface SloTopics {
  page: ITopic;
  ticket: ITopic;
}

/** In a nested stack of their own: 12 resources the API stack's template does not have to hold (headroom.test.ts). */
export function createSloAlarms(scope: Construct, id: string, props: { settings: Settings; api: RestApi; topics: SloTopics }): Construct {
  const { settings, api, topics } = props;
  const slo = new NestedStack(scope, id, { description: 'SLO burn-rate alarms of the stage: availability and latency, fast (page) and slow (ticket).' });
  const dimensionsMap = { ApiName: api.restApiName, Stage: api.deploymentStage.stageName };
  const metric = (metricName: string, statistic: string, period: Duration) => new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap, statistic, period });
  const objectives = [
    {
      name: 'Availability',
      target: settings.availabilitySlo,
      what: 'answers that are 5xx',
      bad: (period: Duration): Record<string, IMetric> => ({ errors: metric('5XXError', 'Sum', period) }),
      ratio: 'errors / requests',
    },
    {
      name: 'Latency',
      target: settings.latencySlo,
      what: `answers slower than ${settings.latencyP99AlarmMs} ms (API Gateway Latency)`,
      // PR(:t): the percentage of requests at or under t; the rest are slow.
      bad: (period: Duration): Record<string, IMetric> => ({ fast: metric('Latency', Stats.percentileRank(0, settings.latencyP99AlarmMs), period) }),
      ratio: '(100 - fast) / 100',
    },
  ];
  for (const objective of objectives) {
    const budget = 1 - objective.target;
    for (const window of BURN_WINDOWS) {
      const threshold = window.burnRate * budget;
      const windowAlarm = (length: Duration, label: string) =>
        new Alarm(slo, `${objective.name}Burn${window.name}${label}`, {
          alarmDescription: `${objective.name} SLO ${objective.target * 100} %: ${objective.what} above ${(threshold * 100).toFixed(2)} % over ${length.toHumanString()} (burn rate ${window.burnRate}), with ${minRequests(length)} requests or more. Part of ${objective.name}Burn${window.name}. See docs/deploy.md, "Alarms".`,
          metric: new MathExpression({
            expression: `IF(requests >= ${minRequests(length)}, ${objective.ratio}, 0)`,
            usingMetrics: { requests: metric('Count', 'Sum', length), ...objective.bad(length) },
            label: `${objective.name} error ratio`,
            period: length,
          }),
          threshold,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        });
      const composite = new CompositeAlarm(slo, `${objective.name}Burn${window.name}`, {
        alarmRule: AlarmRule.allOf(windowAlarm(window.long, 'Long'), windowAlarm(window.short, 'Short')),
        alarmDescription: `${objective.name} SLO (${objective.target * 100} % over 30 days) burning ${window.burnRate}× too fast over the last ${window.long.toHumanString()} and still in the last ${window.short.toHumanString()}: ${window.severity === 'page' ? 'pages' : 'a ticket'}. See docs/deploy.md, "Alarms".`,
      });
      const topic = window.severity === 'page' ? topics.page : topics.ticket;
      composite.addAlarmAction(new SnsAction(topic));
      composite.addOkAction(new SnsAction(topic));
    }
  }
  return slo;
}
