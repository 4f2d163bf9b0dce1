import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { APIGatewayAuthorizerResult, APIGatewayProxyResult } from 'aws-lambda';
import { policyAllows } from '../../../shared/auth/authorizer-policy';
import type { Route } from '../../../shared/http/route-types';
import { authorizerEvent, localDomainName, methodArn, proxyEvent, type IncomingRequest } from '../events';
import { createRouter, type Match } from '../router';
import { PSEUDO, type CfnResource, type CloudAssembly, type DeployedStack } from './cloud-assembly';

/**
 * The API served from a synthesized cloud assembly, as `sam local start-api` would: the routes
 * are the templates' API Gateway resources and methods (not the route table), each Lambda
 * integration runs the function's bundled asset in its own worker thread with the environment
 * its template gives it, the authorizer and the MOCK redirects are the templates' own, and API
 * Gateway's errors are the templates' gateway responses. A wiring or bundling mistake that the
 * source-level tests cannot see fails here.
 */

interface DeployedFunction {
  name: string;
  stack: DeployedStack;
  logicalId: string;
  resource: CfnResource;
}

type Integration =
  | { type: 'AWS_PROXY'; fn: DeployedFunction }
  | { type: 'MOCK'; status: number; headers: Record<string, string> };

interface DeployedMethod {
  method: string;
  path: string;
  authorizerId?: string;
  integration: Integration;
}

export interface AssemblyGatewayOptions {
  /** Added to every function's environment: what the Lambda service and a local emulator provide. */
  runtimeEnvironment: Record<string, string>;
  /** In-memory edits of the templates before serving (a test's mutation). */
}

export interface RunningAssemblyGateway {
  baseUrl: string;
  methods: DeployedMethod[];
  close(): Promise<void>;
}

const literal = (value: string) => value.replace(/^'(.*)'$/, '$1');

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(chunks.length ? Buffer.concat(chunks).toString('utf8') : null));
    req.on('error', reject);
  });
}

export async function startAssemblyGateway(assembly: CloudAssembly, options: AssemblyGatewayOptions): Promise<RunningAssemblyGateway> {
  const apis = assembly.resourcesOfType('AWS::ApiGateway::RestApi');
  if (apis.length !== 1) throw new Error(`expected one REST API in the assembly, found ${apis.length}`);
  const api = apis[0]!;
  const rootId = assembly.evaluate(api.stack, { 'Fn::GetAtt': [api.logicalId, 'RootResourceId'] }) as string;

  // Path resources of every template, by physical id.
  const parents = new Map<string, { parentId: string; pathPart: string }>();
  for (const { stack, logicalId, resource } of assembly.resourcesOfType('AWS::ApiGateway::Resource')) {
    const props = assembly.evaluate(stack, resource.Properties);
    parents.set(assembly.physicalId(stack, logicalId), { parentId: props.ParentId, pathPart: props.PathPart });
  }
  const pathOf = (id: string): string => {
    if (id === rootId) return '';
    const node = parents.get(id);
    if (!node) throw new Error(`method on unknown resource ${id}`);
    return `${pathOf(node.parentId)}/${node.pathPart}`;
  };

  const functionsByArn = new Map<string, DeployedFunction>();
  for (const { stack, logicalId, resource } of assembly.resourcesOfType('AWS::Lambda::Function')) {
    const arn = assembly.evaluate(stack, { 'Fn::GetAtt': [logicalId, 'Arn'] }) as string;
    functionsByArn.set(arn, { name: assembly.physicalId(stack, logicalId), stack, logicalId, resource });
  }
  const functionOfUri = (uri: string): DeployedFunction => {
    const arn = /\/functions\/(arn:[^/]+)\/invocations$/.exec(uri)?.[1];
    // Deployed integrations invoke the `live` alias (arn:…:function:<name>:live): its function.
    const fn = arn && functionsByArn.get(arn.split(':').slice(0, 7).join(':'));
    if (!fn) throw new Error(`integration URI names no function of the assembly: ${uri}`);
    return fn;
  };

  const authorizers = new Map<string, { header: string; fn: DeployedFunction }>();
  for (const { stack, logicalId, resource } of assembly.resourcesOfType('AWS::ApiGateway::Authorizer')) {
    const props = assembly.evaluate(stack, resource.Properties);
    if (props.Type !== 'REQUEST') throw new Error(`authorizer type ${props.Type} not emulated`);
    const header = /^method\.request\.header\.(.+)$/.exec(props.IdentitySource)?.[1];
    if (!header) throw new Error(`identity source ${props.IdentitySource} not emulated`);
    authorizers.set(assembly.physicalId(stack, logicalId), { header: header.toLowerCase(), fn: functionOfUri(props.AuthorizerUri) });
  }

  const gatewayResponses = new Map<string, { status?: number; headers: Record<string, string>; template: string }>();
  for (const { stack, resource } of assembly.resourcesOfType('AWS::ApiGateway::GatewayResponse')) {
    const props = assembly.evaluate(stack, resource.Properties);
    gatewayResponses.set(props.ResponseType, {
      status: props.StatusCode ? Number(props.StatusCode) : undefined,
      headers: Object.fromEntries(
        Object.entries((props.ResponseParameters ?? {}) as Record<string, string>).map(([k, v]) => [k.replace('gatewayresponse.header.', ''), literal(v)]),
      ),
      template: props.ResponseTemplates?.['application/json'] ?? '',
    });
  }

  const methods: DeployedMethod[] = [];
  for (const { stack, resource } of assembly.resourcesOfType('AWS::ApiGateway::Method')) {
    const props = assembly.evaluate(stack, resource.Properties);
    if (props.HttpMethod === 'OPTIONS') continue;
    const integration: Integration =
      props.Integration.Type === 'AWS_PROXY'
        ? { type: 'AWS_PROXY', fn: functionOfUri(props.Integration.Uri) }
        : {
            type: 'MOCK',
            status: Number(props.Integration.IntegrationResponses[0].StatusCode),
            headers: Object.fromEntries(
              Object.entries((props.Integration.IntegrationResponses[0].ResponseParameters ?? {}) as Record<string, string>).map(([k, v]) => [
                k.replace('method.response.header.', ''),
                literal(v),
              ]),
            ),
          };
    if (props.Integration.Type !== 'AWS_PROXY' && props.Integration.Type !== 'MOCK') throw new Error(`integration ${props.Integration.Type} not emulated`);
    methods.push({
      method: props.HttpMethod,
      path: pathOf(props.ResourceId) || '/',
      authorizerId: props.AuthorizationType === 'CUSTOM' ? props.AuthorizerId : undefined,
      integration,
    });
  }

  // The router API Gateway's matching rules need (static over parameter, optional trailing slash).
  const byKey = new Map(methods.map((m) => [`${m.method} ${m.path}`, m]));
  const match = createRouter(methods.map((m) => ({ kind: 'redirect', id: `${m.method} ${m.path}`, method: m.method, path: m.path }) as unknown as Route));

  // Each function: its asset copied out of the repository, in its own worker, started on first use.
  const workers = new Map<string, Promise<{ worker: Worker; invoke: (event: unknown) => Promise<any> }>>();
  const taskRoots: string[] = [];
  const runtimeOf = (fn: DeployedFunction) => {
    let started = workers.get(fn.name);
    if (!started) {
      started = (async () => {
        const asset = fn.resource.Metadata?.['aws:asset:path'] as string | undefined;
        if (!asset) throw new Error(`function ${fn.name} has no asset`);
        const taskRoot = mkdtempSync(join(tmpdir(), 'lambda-task-'));
        taskRoots.push(taskRoot);
        cpSync(join(assembly.directory, asset), taskRoot, { recursive: true });
        const props = assembly.evaluate(fn.stack, fn.resource.Properties);
        const env = {
          ...options.runtimeEnvironment,
          ...(props.Environment?.Variables ?? {}),
          AWS_REGION: PSEUDO.region,
          AWS_DEFAULT_REGION: PSEUDO.region,
          AWS_LAMBDA_FUNCTION_NAME: fn.name,
          AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(props.MemorySize ?? 128),
          AWS_EXECUTION_ENV: `AWS_Lambda_${props.Runtime}`,
          LAMBDA_TASK_ROOT: taskRoot,
          _HANDLER: props.Handler,
          // This emulator serves plain http (API Gateway: https, the default).
          PUBLIC_URL_SCHEME: 'http',
          TZ: ':UTC',
        };
        const worker = new Worker(new URL('./lambda-worker.mjs', import.meta.url), {
          workerData: { taskRoot, handler: props.Handler },
          env,
          stdout: true,
          stderr: true,
        });
        worker.stdout.resume();
        worker.stderr.resume();
        const pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
        let next = 0;
        const ready = new Promise<void>((resolve, reject) => {
          worker.once('message', (message: { ready: boolean; error?: string }) => (message.ready ? resolve() : reject(new Error(message.error))));
          worker.once('error', reject);
        });
        await ready;
        worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
          const waiting = pending.get(message.id);
          pending.delete(message.id);
          if (message.error) waiting?.reject(new Error(message.error));
          else waiting?.resolve(message.result);
        });
        return {
          worker,
          invoke: (event: unknown) =>
            new Promise((resolve, reject) => {
              const id = next++;
              pending.set(id, { resolve, reject });
              worker.postMessage({ id, event, functionName: fn.name });
            }),
        };
      })();
      workers.set(fn.name, started);
    }
    return started;
  };

  const sendGatewayError = (res: ServerResponse, type: string, requestId: string, fallbackStatus: number) => {
    const response = gatewayResponses.get(type) ?? gatewayResponses.get(fallbackStatus >= 500 ? 'DEFAULT_5XX' : 'DEFAULT_4XX');
    const body = (response?.template ?? '{"message":null}').replaceAll('$context.requestId', requestId);
    res.writeHead(response?.status ?? fallbackStatus, { 'Content-Type': 'application/json', ...(response?.headers ?? {}) });
    res.end(body);
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const requestId = randomUUID();
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const found: Match | null = match(req.method ?? 'GET', url.pathname);
      const body = await readBody(req);
      if (!found) return sendGatewayError(res, 'MISSING_AUTHENTICATION_TOKEN', requestId, 403);
      const method = byKey.get(found.route.id)!;
      if (method.integration.type === 'MOCK') {
        res.writeHead(method.integration.status, method.integration.headers);
        return res.end();
      }
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));
      const request: IncomingRequest = {
        method: method.method,
        path: url.pathname,
        query: url.searchParams,
        headers,
        body,
        sourceIp: '127.0.0.1',
        domainName: localDomainName(req.socket),
      };
      let context: Record<string, unknown> | null = null;
      if (method.authorizerId) {
        const authorizer = authorizers.get(method.authorizerId);
        if (!authorizer) throw new Error(`method ${found.route.id} names an unknown authorizer ${method.authorizerId}`);
        if (!headers[authorizer.header]?.trim()) return sendGatewayError(res, 'UNAUTHORIZED', requestId, 401);
        let result: APIGatewayAuthorizerResult;
        try {
          result = await (await runtimeOf(authorizer.fn)).invoke(authorizerEvent(request, found, requestId));
        } catch {
          return sendGatewayError(res, 'AUTHORIZER_FAILURE', requestId, 500);
        }
        if (!policyAllows(result, methodArn(request.method, request.path))) return sendGatewayError(res, 'ACCESS_DENIED', requestId, 403);
        context = { ...result.context, principalId: result.principalId };
      }
      let result: APIGatewayProxyResult;
      try {
        result = await (await runtimeOf(method.integration.fn)).invoke(proxyEvent(request, found, requestId, context));
      } catch (error) {
        process.stderr.write(`assembly gateway: ${method.method} ${method.path}: ${String((error as Error).message).split('\n')[0]}\n`);
        // A function that fails to load or throws: API Gateway's 502 (DEFAULT_5XX).
        return sendGatewayError(res, 'DEFAULT_5XX', requestId, 502);
      }
      res.writeHead(result.statusCode, (result.headers ?? {}) as Record<string, string>);
      res.end(result.body ?? '');
    } catch (error) {
      process.stderr.write(`assembly gateway: ${String((error as Error)?.stack ?? error)}\n`);
      if (!res.headersSent) sendGatewayError(res, 'DEFAULT_5XX', requestId, 500);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    methods,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...workers.values()].map(async (w) => (await w.catch(() => null))?.worker.terminate()));
      for (const dir of taskRoots) rmSync(dir, { recursive: true, force: true });
    },
  };
}
