import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { SERVICE_NAME } from '../../shared/observability/service';
import type { Settings } from './settings';

export { SERVICE_NAME };

/** Where the functions' EMF metrics go: one namespace per environment. */
export const metricsNamespace = (settings: Pick<Settings, 'env'>) => `LearningPeople/${settings.env}`;

/** A function's EMF metric `metricName` of `area` (shared/observability/metric-names.ts), summed per 5 minutes. */
export const areaMetric = (settings: Pick<Settings, 'env'>, area: string, metricName: string) =>
  new Metric({ namespace: metricsNamespace(settings), metricName, dimensionsMap: { service: SERVICE_NAME, area }, statistic: 'Sum', period: Duration.minutes(5) });

/** The environment every function of the API gets (the route's own values are added by its stack). */
export function functionEnvironment(settings: Settings): Record<string, string> {
  return {
    DOCS_URL: settings.docsUrl,
    POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
    POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(settings),
    // Only when not the default: the templates of environments that keep it stay as they were.
    ...(settings.scimDepartmentAreas === 'create' ? {} : { SCIM_DEPARTMENT_AREAS: settings.scimDepartmentAreas }),
  };
}

export { signsCursors } from '../../shared/http/route-types';
