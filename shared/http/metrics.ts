import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { LambdaRoute } from './route-types';
import { areaDimension, REQUEST_METRICS } from '../observability/metric-names';
import { SERVICE_NAME } from '../observability/service';

/**
 * The one EMF writer of a function (module scope). Namespace `LearningPeople/<env>` from the
 * stack (POWERTOOLS_METRICS_NAMESPACE); locally and in tests POWERTOOLS_METRICS_DISABLED keeps
 * stdout quiet. Published by `logMetrics` at the end of every invocation.
 */
export const metrics = new Metrics({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME,
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'LearningPeople/local',
});

/** What one answered request adds to the invocation's metrics. */
export function recordRequest(route: LambdaRoute, status: number, elapsedMs: number, body: unknown): void {
  const area = areaDimension(route.tag);
  metrics.addDimension('area', area);
  metrics.addDimensions({ route: route.id });
  metrics.addMetric(REQUEST_METRICS.requests, MetricUnit.Count, 1);
  metrics.addMetric(REQUEST_METRICS.clientErrors, MetricUnit.Count, status >= 400 && status < 500 ? 1 : 0);
  metrics.addMetric(REQUEST_METRICS.serverErrors, MetricUnit.Count, status >= 500 ? 1 : 0);
  // Latency per area only: a percentile per route would multiply the custom metrics by ~7.
  const latency = metrics.singleMetric();
  latency.addDimension('area', area);
  latency.addMetric(REQUEST_METRICS.latency, MetricUnit.Milliseconds, elapsedMs);
  if (route.metric && status >= 200 && status < 300) {
    const business = metrics.singleMetric();
    business.addDimension('area', area);
    business.addMetric(route.metric.name, MetricUnit.Count, route.metric.count ? route.metric.count(body) : 1);
  }
}
