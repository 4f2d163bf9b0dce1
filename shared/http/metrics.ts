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

let single: { metric: Metrics; disabled: string | undefined } | undefined;

/**
 * Publishes one metric at once with its own dimensions (Powertools' single metric). One
 * single-metric instance per container: `metrics.singleMetric()` builds a whole Metrics each call
 * (its configuration, its stores), which was most of a warm request's handler time in the
 * bench's profile (#43 §1); a single-metric instance publishes on `addMetric` and clears its
 * dimensions, and nothing awaits between its two calls here, so one serves every request.
 */
export function publishMetric(name: string, unit: (typeof MetricUnit)[keyof typeof MetricUnit], value: number, dimensions: Record<string, string>): void {
  // An instance reads POWERTOOLS_METRICS_DISABLED when made: a process that turns metrics on or
  // off (a test, for one call) gets a new one; a function's environment never changes.
  const disabled = process.env.POWERTOOLS_METRICS_DISABLED;
  if (!single || single.disabled !== disabled) single = { metric: metrics.singleMetric(), disabled };
  single.metric.addDimensions(dimensions);
  single.metric.addMetric(name, unit, value);
}

/** What one answered request adds to the invocation's metrics. */
export function recordRequest(route: LambdaRoute, status: number, elapsedMs: number, body: unknown): void {
  const area = areaDimension(route.tag);
  metrics.addDimension('area', area);
  metrics.addDimensions({ route: route.id });
  metrics.addMetric(REQUEST_METRICS.requests, MetricUnit.Count, 1);
  metrics.addMetric(REQUEST_METRICS.clientErrors, MetricUnit.Count, status >= 400 && status < 500 ? 1 : 0);
  metrics.addMetric(REQUEST_METRICS.serverErrors, MetricUnit.Count, status >= 500 ? 1 : 0);
  // Latency per area only: a percentile per route would multiply the custom metrics by ~7.
  publishMetric(REQUEST_METRICS.latency, MetricUnit.Milliseconds, elapsedMs, { area });
  if (route.metric && status >= 200 && status < 300) publishMetric(route.metric.name, MetricUnit.Count, route.metric.count ? route.metric.count(body) : 1, { area });
}
