import type { APIGatewayProxyResult } from 'aws-lambda';
import { log, logger } from '../../observability/log';
import { recordRequest } from '../metrics';
import type { LambdaRoute } from '../route-types';
import { requestIdOf, type ShellMiddleware, type ShellRequest } from './shell-context';

/** When the shell started on a request (for the Latency metric). */
const startedAt = new WeakMap<object, number>();

/** The body a business metric counts (only parsed for routes whose metric counts something). */
function countedBody(route: LambdaRoute, response: APIGatewayProxyResult): unknown {
  if (!route.metric?.count || !response.body) return undefined;
  try {
    return JSON.parse(response.body);
  } catch {
    return undefined;
  }
}

/**
 * Timing, metrics and one log line per request for operators, success or failure (never a
 * body, a header value or a secret). Outermost of the shell's own steps, so it sees the
 * response as it leaves.
 */
export function requestLog(route: LambdaRoute): ShellMiddleware {
  const finish = (request: ShellRequest) => {
    const { response, event } = request;
    if (!response) return;
    const started = event.requestContext?.requestTimeEpoch;
    recordRequest(route, response.statusCode, Date.now() - (startedAt.get(request) ?? Date.now()), countedBody(route, response));
    log.info('request', {
      route: route.id,
      status: response.statusCode,
      org: event.pathParameters?.slug,
      request_id: requestIdOf(event),
      ...(started ? { ms: Date.now() - started } : {}),
    });
  };
  return {
    before: (request) => {
      startedAt.set(request, Date.now());
      logger.appendKeys({ request_id: requestIdOf(request.event), route: route.id });
      // Powertools' correlation id: the same key as the webhook workers' lines for this request's events.
      logger.setCorrelationId(requestIdOf(request.event));
    },
    after: finish,
    onError: finish,
  };
}
