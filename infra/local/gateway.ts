import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { APIGatewayAuthorizerResult, APIGatewayProxyResult, Handler } from 'aws-lambda';
import { policyAllows } from '../../shared/auth/authorizer-policy';
import { credentialOf } from '../../shared/auth/tokens';
import { bearerChallenge, gatewayResponse, gatewayResponseBody, type GatewayErrorResponse } from '../../shared/http/gateway-responses';
import { errorResponse } from '../../shared/http/envelope';
import { withoutForbiddenHeaders } from '../../shared/http/headers';
import { ROUTES } from '../../shared/routes';
import type { LambdaRoute } from '../../shared/http/route-types';
import { authorizerEvent, lambdaContext, localDomainName, methodArn, proxyEvent, type IncomingRequest } from './events';
import {
  createKeyedRateLimiter,
  createRateLimiter,
  perWindow,
  rateLimitHeaders,
  type FairnessOptions,
  type RateLimitOptions,
} from './rate-limit';
import { createRouter } from './router';
import { allowsAnyOrigin, CORS_PREFLIGHT_HEADERS } from '../../shared/http/cors';

/** API Gateway REST's own payload limit; the handler shell enforces the API's 256 KiB. */
const GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;
const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const AUTHORIZER_ENTRY = 'functions/authorizer/index.ts';

export interface GatewayOptions {
  port?: number;
  host?: string;
  docsUrl: string;
  /** Extra request handlers tried before the route table (the docs explorer's static files). */
  mounts?: Array<(req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>>;
  /** Stage throttling, like API Gateway's (one bucket for the whole gateway); default: none. */
  rateLimit?: RateLimitOptions;
  /**
   * The WAF's rate rules in front of the stage (infra/cdk/web-acl.ts): a bucket per `Authorization`
   * value and, for requests without one, per client address; default: none.
   */
  fairness?: FairnessOptions;
  /** Runs around each invocation of the authorizer or a function (the benchmark counts DynamoDB calls per phase). */
  aroundInvoke?: <T>(phase: 'authorizer' | 'function', run: () => Promise<T>) => Promise<T>;
}

export interface RunningGateway {
  server: Server;
  baseUrl: string;
  close(): Promise<void>;
}

const modules = new Map<string, Promise<Handler>>();

/** Imports a function's entry once, like a warm Lambda container. */
function loadHandler(entry: string): Promise<Handler> {
  let loaded = modules.get(entry);
  if (!loaded) {
    loaded = import(resolve(REPO_ROOT, entry)).then((m: { handler: Handler }) => m.handler);
    modules.set(entry, loaded);
  }
  return loaded;
}

/**
 * Imports these functions' entries now (the authorizer's by default, which every authenticated
 * request runs), so that the first request does not: a test file warms them in its setup, not
 * in its first test's time (#45).
 */
export async function warmFunctions(entries: readonly string[] = [AUTHORIZER_ENTRY]): Promise<void> {
  await Promise.all(entries.map(loadHandler));
}

const invoke = async <T>(entry: string, event: unknown): Promise<T> =>
  (await loadHandler(entry))(event, lambdaContext(entry), () => undefined) as Promise<T>;

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  res.writeHead(status, withoutForbiddenHeaders(headers));
  res.end(body);
}

function sendGatewayError(
  res: ServerResponse,
  response: GatewayErrorResponse,
  requestId: string,
  status?: number,
  headers: Record<string, string> = {},
): void {
  send(
    res,
    response.status ?? status ?? 500,
    { 'Content-Type': 'application/json; charset=utf-8', ...response.headers, ...headers },
    gatewayResponseBody(response, requestId),
  );
}

async function readBody(req: IncomingMessage): Promise<{ body: string | null; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > GATEWAY_MAX_BODY_BYTES) return { body: null, tooLarge: true };
    chunks.push(chunk as Buffer);
  }
  return { body: size ? Buffer.concat(chunks).toString('utf8') : null, tooLarge: false };
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers)
      .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
  );
}

/** What the handler shell answers a header that is no credential (the authorizer's `invalid_credentials` verdict). */
const malformedCredential = (requestId: string) =>
  errorResponse('invalid_credentials', 'The credential is not valid.', requestId, undefined, { 'WWW-Authenticate': bearerChallenge('invalid_credentials', true) });

/**
 * The local stand-in for API Gateway: the same route table, the real authorizer and the
 * real handlers invoked with REST proxy events, the same 302 mocks and gateway responses.
 */
export function createGateway(options: GatewayOptions) {
  const match = createRouter(ROUTES);
  const limiter = options.rateLimit ? createRateLimiter(options.rateLimit) : null;
  const keyed = (policy: string, perFiveMinutes: number | undefined) =>
    perFiveMinutes ? { policy, options: perWindow(perFiveMinutes), limiter: createKeyedRateLimiter(perWindow(perFiveMinutes)) } : null;
  const perCredential = keyed('credential', options.fairness?.perCredential);
  const perAddress = keyed('address', options.fairness?.perAddress);
  const perAddressTotal = keyed('address-total', options.fairness?.perAddressTotal);
  const around: NonNullable<GatewayOptions['aroundInvoke']> = options.aroundInvoke ?? ((_phase, run) => run());

  /**
   * The caller's own buckets, keyed as the WAF's rules key (infra/cdk/web-acl.ts): on a route
   * that needs one, a well-formed bearer credential by its token (whatever the spelling of the
   * header: credentialOf), anything else (public routes whatever they send, no header, a header
   * that is no credential) by the client address; then the client address whatever it sends.
   * The first one that refuses answers; the RateLimit fields describe every bucket the request
   * was counted in.
   */
  function takeOwn(req: IncomingMessage, credential: string | null) {
    const address = req.socket.remoteAddress ?? 'unknown';
    const rules = [
      [credential ? perCredential : perAddress, credential ?? address],
      [perAddressTotal, address],
    ] as const;
    const taken = [];
    for (const [rule, key] of rules) {
      if (!rule) continue;
      const decision = rule.limiter.take(key);
      if (!decision.allowed) {
        return { refused: decision, headers: rateLimitHeaders([{ policy: rule.policy, options: rule.options, decision }]) };
      }
      taken.push({ policy: rule.policy, options: rule.options, decision });
    }
    return { refused: null, headers: rateLimitHeaders(taken) };
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    try {
      for (const mount of options.mounts ?? []) if (await mount(req, res)) return;
      const url = new URL(req.url ?? '/', 'http://localhost');
      // Routing is a lookup (no work is done for the caller yet): it tells a public route (counted
      // by address whatever its headers, like the WAF's path scope-down) from one that needs a credential.
      const routed = match(req.method === 'OPTIONS' ? 'GET' : (req.method ?? 'GET'), url.pathname);
      const publicPath = routed?.route.roles === 'public';
      const credential = publicPath ? null : credentialOf(req.headers.authorization);
      const needsCredential = Boolean(routed && !publicPath && req.method !== 'OPTIONS');
      // Throttling comes first, as at API Gateway: a refused request reaches no authorizer or
      // function. The caller's own limit (the WAF's) before the stage's, so a caller over its own
      // rate takes nothing from the bucket every other caller shares.
      const own = takeOwn(req, credential?.token ?? null);
      if (own.refused) {
        req.resume();
        return sendGatewayError(res, gatewayResponse('THROTTLED'), requestId, undefined, {
          'Retry-After': String(own.refused.retryAfterSeconds),
          ...own.headers,
        });
      }
      // A header that is no credential is refused before the bucket every caller shares: the
      // authorizer would refuse it without reading anything (401 invalid_credentials, the same
      // answer), so it never takes a token from another tenant (issue #33, finding 3). Only where
      // there is such a bucket: otherwise the authorizer's verdict reaches the function, which
      // answers it with the route's own headers (Deprecation, SCIM's error shape), as deployed.
      if (limiter && needsCredential && !credential && req.headers.authorization?.trim()) {
        req.resume();
        const refused = malformedCredential(requestId);
        return send(res, refused.statusCode, { ...(refused.headers as Record<string, string>), ...own.headers }, refused.body);
      }
      // Every answer past this point tells the caller where it stands in its own bucket.
      for (const [name, value] of Object.entries(own.headers)) res.setHeader(name, value);
      // The preflight of a public documentation route, answered by the gateway as the stage's
      // MOCK method does (infra/cdk/route-methods.ts); any other OPTIONS finds no route.
      const preflightOf = req.method === 'OPTIONS' ? match('GET', url.pathname) : null;
      const preflight = Boolean(preflightOf && allowsAnyOrigin(preflightOf.route));
      const found = preflight ? null : match(req.method ?? 'GET', url.pathname);
      if (preflight) req.resume();
      // A request that cannot succeed takes nothing from the bucket every caller shares (#45,
      // finding 1): no route is answered before it, as API Gateway answers a path of no resource
      // before any method (and so before any method's throttle, authorizer or usage plan).
      if (!preflight && !found) {
        req.resume();
        return sendGatewayError(res, gatewayResponse('MISSING_AUTHENTICATION_TOKEN'), requestId);
      }
      const { body, tooLarge } = found ? await readBody(req) : { body: null, tooLarge: false };
      if (tooLarge) return sendGatewayError(res, gatewayResponse('REQUEST_TOO_LARGE'), requestId);
      const request: IncomingRequest | null = found && {
        method: found.route.method,
        path: url.pathname,
        query: url.searchParams,
        headers: flatHeaders(req),
        body,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        domainName: localDomainName(req.socket),
      };
      // A credential is judged before the shared bucket: a token that names no credential (its
      // verdict, auth_error, is answered 401 by the function without reading data) and a credential
      // presented on another organization's path (403) take nothing from it either. Deployed, the
      // authorizer runs before the usage plan's throttle too (the key it names is what is counted).
      // Without a header API Gateway answers 401 itself, after throttling (below).
      const judged =
        found && request && found.route.kind === 'lambda' && found.route.roles !== 'public' && request.headers.authorization?.trim()
          ? await authorize(request, found, requestId)
          : null;
      if (judged === 'denied') return sendGatewayError(res, gatewayResponse('ACCESS_DENIED'), requestId);
      const cannotSucceed = typeof judged === 'object' && judged !== null && judged.auth_error !== undefined;
      const decision = cannotSucceed ? undefined : limiter?.take();
      if (decision && !decision.allowed) {
        return sendGatewayError(res, gatewayResponse('THROTTLED'), requestId, undefined, {
          'Retry-After': String(decision.retryAfterSeconds),
          ...rateLimitHeaders([{ policy: 'stage', options: options.rateLimit!, decision }]),
        });
      }
      if (preflight || !found || !request) return send(res, 204, { ...CORS_PREFLIGHT_HEADERS }, '');

      const { route } = found;
      if (route.kind === 'redirect') return send(res, 302, { Location: options.docsUrl }, '');

      const authorizer = route.roles === 'public' ? null : (judged ?? (await authorize(request, found, requestId)));
      if (authorizer === 'missing') return sendGatewayError(res, gatewayResponse('UNAUTHORIZED'), requestId);
      if (authorizer === 'denied') return sendGatewayError(res, gatewayResponse('ACCESS_DENIED'), requestId);

      const event = proxyEvent(request, found, requestId, authorizer);
      const result = await around('function', () => invoke<APIGatewayProxyResult>((route as LambdaRoute).handler, event));
      send(res, result.statusCode, (result.headers ?? {}) as Record<string, string>, result.body ?? '');
    } catch (error) {
      // A function that throws is a 502 at API Gateway ("malformed Lambda proxy response").
      process.stderr.write(`local gateway: ${String((error as Error)?.stack ?? error)}\n`);
      const type = (error as { gatewayResponse?: GatewayErrorResponse['type'] }).gatewayResponse ?? 'DEFAULT_5XX';
      if (!res.headersSent) sendGatewayError(res, gatewayResponse(type), requestId, 502);
    }
  };

  async function authorize(
    request: IncomingRequest,
    found: NonNullable<ReturnType<typeof match>>,
    requestId: string,
  ): Promise<Record<string, unknown> | 'missing' | 'denied'> {
    // Identity source: API Gateway answers 401 itself when the header is absent or empty.
    if (!request.headers.authorization?.trim()) return 'missing';
    const event = authorizerEvent(request, found, requestId);
    // A failing authorizer is API Gateway's AUTHORIZER_FAILURE (its gateway response: 503, not a 502).
    const result = await around('authorizer', () => invoke<APIGatewayAuthorizerResult>(AUTHORIZER_ENTRY, event)).catch((error) => {
      throw Object.assign(new Error('authorizer failed', { cause: error }), { gatewayResponse: 'AUTHORIZER_FAILURE' as const });
    });
    if (!policyAllows(result, methodArn(request.method, request.path))) return 'denied';
    return { ...result.context, principalId: result.principalId };
  }
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const server = createServer(createGateway(options));
  // Idle keep-alive connections are closed by the client, never by this server while a client may
  // still reuse them (#45, "Tests that fail under load, not under bugs": ECONNRESET). With a
  // server timeout (it was 5 s) Node advertises `Keep-Alive: timeout=5` and fetch reuses an idle
  // connection for up to 4 s of it; on a busy machine the client's idle timer fires late while
  // the server's fires on time, so a request written to a connection idle ~5 s met the server's
  // close: ECONNRESET (reproduced in docs/decisions/suite-time.md, "2026-11-28 — tests under
  // load: readiness waits, cheaper passwords, no server-side keep-alive close"). With 0 no hint
  // is sent, fetch closes its idle connections after its own 4 s, and the server never races it.
  server.keepAliveTimeout = 0;
  // A connection nothing is sent on for 5 minutes (a client that never closes) is still closed:
  // far beyond any client's idle reuse, so no request meets that close.
  server.timeout = 300_000;
  // Requests Node refuses before any handler runs (a request line or headers over 16 KiB)
  // still get the envelope, as API Gateway's own refusals do.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = gatewayResponseBody(gatewayResponse(tooLarge ? 'REQUEST_TOO_LARGE' : 'DEFAULT_4XX'), randomUUID());
    const status = tooLarge ? '413 Payload Too Large' : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', done));
  const { address, port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://${address}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
