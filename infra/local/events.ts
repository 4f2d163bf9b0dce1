import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayRequestAuthorizerEvent, Context } from 'aws-lambda';
import type { Match } from './router';

export const LOCAL_API = { region: 'local', account: '000000000000', apiId: 'localapi', stage: 'local' } as const;

export interface IncomingRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string | null;
  sourceIp: string;
  /**
   * `host[:port]` of the address the request arrived at (the server's own, from the socket), as
   * API Gateway's `requestContext.domainName` is the domain it served on: never the Host header.
   */
  domainName?: string;
}

/** `domainName` of a request that arrived on this local socket address. */
export function localDomainName(socket: { localAddress?: string; localPort?: number }): string {
  const address = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`;
}

export const methodArn = (method: string, path: string) =>
  `arn:aws:execute-api:${LOCAL_API.region}:${LOCAL_API.account}:${LOCAL_API.apiId}/${LOCAL_API.stage}/${method}${path}`;

/**
 * Maps built with own properties only, as JSON.parse of a real event would build them: a
 * query key such as `__proto__` must stay data, never touch a prototype.
 */
function singleAndMulti(params: Iterable<[string, string]>) {
  const grouped = new Map<string, string[]>();
  for (const [k, v] of params) grouped.set(k, [...(grouped.get(k) ?? []), v]);
  return {
    // API Gateway keeps the last value in the single-value map.
    single: Object.fromEntries([...grouped].map(([k, values]) => [k, values.at(-1)!])),
    multi: Object.fromEntries(grouped),
  };
}

/** The REQUEST authorizer event API Gateway would send for this request. */
export function authorizerEvent(request: IncomingRequest, match: Match, requestId: string): APIGatewayRequestAuthorizerEvent {
  const query = singleAndMulti(request.query);
  return {
    type: 'REQUEST',
    methodArn: methodArn(request.method, request.path),
    resource: match.resource,
    path: request.path,
    httpMethod: request.method,
    headers: request.headers,
    multiValueHeaders: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, [v]])),
    pathParameters: { ...match.pathParameters },
    queryStringParameters: query.single,
    multiValueQueryStringParameters: query.multi,
    stageVariables: null,
    requestContext: { requestId, stage: LOCAL_API.stage } as APIGatewayRequestAuthorizerEvent['requestContext'],
  };
}

/** An API Gateway REST (v1) Lambda proxy event, as the deployed API would build it. */
export function proxyEvent(
  request: IncomingRequest,
  match: Match,
  requestId: string,
  authorizer: Record<string, unknown> | null,
): APIGatewayProxyEvent {
  const query = singleAndMulti(request.query);
  const hasQuery = Object.keys(query.single).length > 0;
  // API Gateway adds these; the local gateway speaks plain http.
  const headers = { ...request.headers, 'X-Forwarded-Proto': 'http', 'X-Forwarded-For': request.sourceIp };
  return {
    resource: match.resource,
    path: request.path,
    httpMethod: request.method,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    queryStringParameters: hasQuery ? query.single : null,
    multiValueQueryStringParameters: hasQuery ? query.multi : null,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : null,
    stageVariables: null,
    body: request.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: LOCAL_API.account,
      apiId: LOCAL_API.apiId,
      authorizer,
      domainName: request.domainName,
      httpMethod: request.method,
      identity: { sourceIp: request.sourceIp } as APIGatewayProxyEvent['requestContext']['identity'],
      path: request.path,
      protocol: 'HTTP/1.1',
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: match.route.id,
      resourcePath: match.resource,
      stage: LOCAL_API.stage,
    },
  };
}

/** A Lambda context with the 29 s budget of an API Gateway integration. */
export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_API.region}:${LOCAL_API.account}:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
