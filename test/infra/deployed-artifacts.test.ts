import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateSecretCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAssemblyGateway, type RunningAssemblyGateway } from '../../infra/local/assembly/assembly-gateway';
import { CloudAssembly } from '../../infra/local/assembly/cloud-assembly';
import { exampleRequest } from '../../infra/local/examples';
import { createWorld, type World } from '../../infra/local/fixtures';
import { send } from '../../infra/local/http-client';
import { LAMBDA_ROUTES, ROUTES } from '../../shared/routes';
import { startMoto, type RunningMoto } from '../support/moto';
import { buildStacks, TEST_CONTEXT } from './synthesize';

/**
 * The artifacts tested as deployed (#15, item 6): the app is synthesized WITH bundling, then the
 * API is served from the cloud assembly (infra/local/assembly): routes from the templates'
 * resources and methods, each function's bundled asset run in its own worker with the
 * environment of its template, the template's authorizer, MOCK redirects and gateway responses,
 * a table created from the template's definition in DynamoDB Local, and the secret in moto.
 * Each route is sent its example request (infra/local/examples.ts), whose fixtures are made
 * through the served API and the data layer.
 */
// The data layer of this test process (fixtures) writes to the table the template defines.
process.env.TABLE_NAME = `artifacts-${randomBytes(4).toString('hex')}`;

const outdir = mkdtempSync(join(tmpdir(), 'artifacts-'));
let assembly: CloudAssembly;
let gateway: RunningAssemblyGateway;
let moto: RunningMoto;
let world: World;
let runtimeEnvironment: Record<string, string>;
/** Physical ids of the stateful resources "deployed" below, by resource type. */
const physical = new Map<string, string>();
const modelOf = (directory: string) => new CloudAssembly(directory, { physicalId: (_stack, _id, resource) => physical.get(resource.Type) });

async function deploy(): Promise<{ assembly: CloudAssembly; runtimeEnvironment: Record<string, string> }> {
  const { app } = buildStacks({ bundleInto: outdir });
  const directory = app.synth().directory;
  moto = await startMoto();
  const dynamoEndpoint = inject('dynamoEndpoint');
  const credentials = { accessKeyId: 'assembly', secretAccessKey: 'assembly' };
  const secrets = new SecretsManagerClient({ endpoint: moto.endpoint, region: 'us-east-1', credentials });
  const dynamo = new DynamoDBClient({ endpoint: dynamoEndpoint, region: 'us-east-1', credentials });
  const model = modelOf(directory);
  // "Deploy" the stateful resources the templates define.
  const t = model.resourcesOfType('AWS::DynamoDB::Table')[0]!.resource.Properties!;
  await dynamo.send(
    new CreateTableCommand({
      TableName: process.env.TABLE_NAME,
      KeySchema: t.KeySchema,
      AttributeDefinitions: t.AttributeDefinitions,
      GlobalSecondaryIndexes: t.GlobalSecondaryIndexes,
      BillingMode: t.BillingMode,
    }),
  );
  physical.set('AWS::DynamoDB::Table', process.env.TABLE_NAME!);
  expect(model.resourcesOfType('AWS::SecretsManager::Secret')[0]!.resource.Properties!.GenerateSecretString.PasswordLength).toBe(48);
  const created = await secrets.send(new CreateSecretCommand({ Name: `cursor-${randomBytes(4).toString('hex')}`, SecretString: randomBytes(36).toString('base64url') }));
  physical.set('AWS::SecretsManager::Secret', created.ARN!);
  secrets.destroy();
  dynamo.destroy();
  return {
    assembly: model,
    // What Lambda provides, plus where a local emulator of each AWS service answers.
    runtimeEnvironment: {
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_SESSION_TOKEN: 'assembly',
      AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: moto.endpoint,
      // The examples' webhook receiver is a loopback address (no public name resolves here); no
      // template ever sets this (test/infra/webhooks.test.ts), only this harness does.
      WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true',
    },
  };
}

beforeAll(async () => {
  ({ assembly, runtimeEnvironment } = await deploy());
  gateway = await startAssemblyGateway(assembly, { runtimeEnvironment });
  world = await createWorld(gateway.baseUrl);
}, 240_000);

afterAll(async () => {
  await gateway?.close();
  await moto?.stop();
  rmSync(outdir, { recursive: true, force: true });
});

describe('the API served from the synthesized templates', () => {
  it('has exactly the methods of the route table', () => {
    const served = gateway.methods.map((m) => `${m.method} ${m.path}`).sort();
    expect(served).toEqual(ROUTES.map((r) => `${r.method} ${r.path.replace(/\/+$/, '')}`).sort());
  });

  it.each(LAMBDA_ROUTES.map((r) => [r.id, r] as const))('%s answers its example request with its success status', async (_id, route) => {
    const response = await send(gateway.baseUrl, await exampleRequest(world, route));
    expect(response.status, response.text.slice(0, 300)).toBe(route.response.status);
  }, 60_000);

  it.each(ROUTES.filter((r) => r.kind === 'redirect').map((r) => [r.id, r] as const))('%s is the template’s 302 to the docs URL', async (_id, route) => {
    const response = await fetch(`${gateway.baseUrl}${route.path}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(TEST_CONTEXT.docsUrl);
  });

  it("answers API Gateway's own errors with the templates' gateway responses", async () => {
    const missing = await send(gateway.baseUrl, { method: 'GET', path: `/org/${world.slug}/users/` });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 'missing_credentials', request_id: expect.any(String) });
    const unknown = await send(gateway.baseUrl, { method: 'GET', path: '/no/such/route', token: world.adminKey });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const otherOrg = await send(gateway.baseUrl, { method: 'GET', path: '/org/some-other-org/users/', token: world.adminKey });
    expect(otherOrg.status).toBe(403);
    expect(otherOrg.body.code).toBe('org_mismatch');
  });
});

describe('the harness sees what source-level tests cannot', () => {
  /** A copy of the assembly with one template edited in memory, served on its own. */
  async function servedWith(edit: (model: CloudAssembly) => void): Promise<RunningAssemblyGateway> {
    const model = modelOf(assembly.directory);
    edit(model);
    return startAssemblyGateway(model, { runtimeEnvironment });
  }
  const fnOf = (model: CloudAssembly, routeId: string) =>
    model.resourcesOfType('AWS::Lambda::Function').find((f) => String(f.resource.Metadata?.['aws:cdk:path']).endsWith(`/${routeId}/Function/Resource`))!.resource;

  it.each([
    ['a wrong handler string', (m: CloudAssembly) => void (fnOf(m, 'listUsers').Properties!.Handler = 'index.main')],
    ['a function without its table', (m: CloudAssembly) => void delete fnOf(m, 'listUsers').Properties!.Environment.Variables.TABLE_NAME],
    ['a function without the cursor secret', (m: CloudAssembly) => void delete fnOf(m, 'listUsers').Properties!.Environment.Variables.CURSOR_SECRET_ARN],
    ['a method wired to another function', (m: CloudAssembly) => {
      const fns = m.resourcesOfType('AWS::Lambda::Function');
      const [list, create] = ['listUsers', 'createUser'].map((id) => fns.find((f) => String(f.resource.Metadata?.['aws:cdk:path']).endsWith(`/${id}/Function/Resource`))!);
      // Methods invoke the function's `live` alias (gradual deploys): rewire the alias' reference.
      const aliasOf = (fn: typeof list) =>
        m.resourcesOfType('AWS::Lambda::Alias').find((a) => a.stack === fn!.stack && JSON.stringify(a.resource.Properties!.FunctionName).includes(fn!.logicalId))!;
      const [listAlias, createAlias] = [aliasOf(list), aliasOf(create)];
      const method = m.resourcesOfType('AWS::ApiGateway::Method').find((x) => x.stack === list!.stack && JSON.stringify(x.resource.Properties!.Integration).includes(listAlias.logicalId))!;
      const uri = JSON.stringify(method.resource.Properties!.Integration.Uri).replaceAll(listAlias.logicalId, createAlias.logicalId);
      method.resource.Properties!.Integration.Uri = JSON.parse(uri);
    }],
  ])('%s fails the request', async (_what, edit) => {
    const broken = await servedWith(edit);
    try {
      const response = await send(broken.baseUrl, { method: 'GET', path: `/org/${world.slug}/users/`, token: world.adminKey });
      expect(response.status).not.toBe(200);
    } finally {
      await broken.close();
    }
  }, 60_000);
});
