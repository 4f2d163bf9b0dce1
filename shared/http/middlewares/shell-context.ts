import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

/** One step of the handler shell (shared/http/handler.ts). */
export type ShellMiddleware = middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>;
export type ShellRequest = middy.Request<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>;

/**
 * Hands values to the handler the way Middy's own fetch middlewares do, on the context. The
 * values go on a context of this request only (Lambda's object is its prototype, so its
 * methods and fields still answer): an invocation never sees another one's caller.
 */
export function handOver(request: ShellRequest, values: object): void {
  request.context = Object.assign(Object.create(request.context) as Context, values);
}

export const requestIdOf = (event: APIGatewayProxyEvent): string => event.requestContext?.requestId ?? 'unknown';
