import { SERVICE_NAME } from '../../shared/observability/service';
import type { Settings } from './settings';

export { SERVICE_NAME };

/** Where the functions' EMF metrics go: one namespace per environment. */
export const metricsNamespace = (settings: Pick<Settings, 'env'>) => `LearningPeople/${settings.env}`;

/** The environment every function of the API gets (the route's own values are added by its stack). */
export function functionEnvironment(settings: Settings): Record<string, string> {
  return {
    DOCS_URL: settings.docsUrl,
    POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
    POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(settings),
  };
}

export { signsCursors } from '../../shared/http/route-types';
