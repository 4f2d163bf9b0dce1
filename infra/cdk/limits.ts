import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';

/**
 * CloudFormation's per-template quotas that a growing route table can reach, and how much of
 * each a synthesized template uses. Used by the headroom test (test/infra/headroom.test.ts) and
 * by `npm run synth:report`.
 */
export const CLOUDFORMATION_LIMITS = {
  resources: 500,
  /** `{{resolve:…}}` dynamic references per template. */
  dynamicReferences: 60,
  outputs: 200,
  parameters: 200,
  /** Template body size in bytes of the file CloudFormation receives (uploaded to S3 by `cdk deploy`). */
  bytes: 1_000_000,
} as const;

export type LimitName = keyof typeof CLOUDFORMATION_LIMITS;

/** The share of every limit we allow ourselves: room for growth (docs/decisions/deployment.md, "Deployment"). */
export const HEADROOM_SHARE = 0.5;

export interface TemplateUsage {
  template: string;
  usage: Record<LimitName, number>;
}

/**
 * The template as `cdk synth` writes it and `cdk deploy` uploads it: indented by one space
 * (aws-cdk-lib's Stack, unless suppressTemplateIndentation), about twice the compact JSON.
 */
export const uploadedTemplate = (template: object) => JSON.stringify(template, undefined, 1);

export function templateUsage(name: string, template: { Resources?: object; Outputs?: object; Parameters?: object }): TemplateUsage {
  const body = uploadedTemplate(template);
  return {
    template: name,
    usage: {
      resources: Object.keys(template.Resources ?? {}).length,
      dynamicReferences: body.match(/\{\{resolve:/g)?.length ?? 0,
      outputs: Object.keys(template.Outputs ?? {}).length,
      parameters: Object.keys(template.Parameters ?? {}).length,
      bytes: Buffer.byteLength(body),
    },
  };
}

/** `resources 63/500 (13%)`-style lines, with the templates over the allowed share flagged. */
export function formatUsage(usages: readonly TemplateUsage[]): string {
  const names = Object.keys(CLOUDFORMATION_LIMITS) as LimitName[];
  const header = ['template', ...names].join(' | ');
  const rows = usages.map(({ template, usage }) =>
    [
      template,
      ...names.map((name) => {
        const share = usage[name] / CLOUDFORMATION_LIMITS[name];
        return `${usage[name]}/${CLOUDFORMATION_LIMITS[name]} (${Math.round(share * 100)}%)${share > HEADROOM_SHARE ? ' OVER' : ''}`;
      }),
    ].join(' | '),
  );
  return [`| ${header} |`, `|${' --- |'.repeat(names.length + 1)}`, ...rows.map((row) => `| ${row} |`)].join('\n');
}

/** Every (template, limit) above HEADROOM_SHARE of its quota. */
export function overHeadroom(usages: readonly TemplateUsage[]): string[] {
  return usages.flatMap(({ template, usage }) =>
    (Object.keys(CLOUDFORMATION_LIMITS) as LimitName[])
      .filter((name) => usage[name] > CLOUDFORMATION_LIMITS[name] * HEADROOM_SHARE)
      .map((name) => `${template}: ${name} ${usage[name]} > ${CLOUDFORMATION_LIMITS[name] * HEADROOM_SHARE}`),
  );
}

/**
 * Quotas outside a template that a growing route table reaches (docs/decisions/limits.md): per
 * REST API, per account, per region. AWS's defaults; the API's resource quota is the setting
 * `apiResourceQuota` (raised per API through Service Quotas, docs/deploy.md "Limits and room left").
 */
export const SERVICE_QUOTAS = {
  /** API Gateway: resources (path parts, the root included) per REST API. Default 300, raised per API. */
  apiResources: 300,
  /** IAM: roles per account, every environment and stack of the account together. Default 1,000. */
  iamRoles: 1000,
  /** Lambda: function and layer storage per region, every version of every function. Default 75 GB. */
  codeStorageBytes: 75 * 1024 ** 3,
} as const;

/**
 * Lambda versions of one function kept at a time: every deploy that changes its code publishes one
 * (`live` alias, gradual-deploy.ts) and versions are kept for rollback; docs/deploy.md has old ones
 * deleted after a quarter, so at one deploy a day about 90 (the planning figure of the check).
 */
export const VERSIONS_KEPT = 90;

/** What one environment puts on the quotas above (from its synthesized templates). */
export interface EnvironmentFootprint {
  env: string;
  /** Path resources of its REST API, the root included (API Gateway counts it). */
  apiResources: number;
  /** Methods of its REST API: no quota of their own (each is a template resource, checked per template). */
  methods: number;
  /** IAM roles of its stacks (the account-wide stack's are counted once per account, separately). */
  iamRoles: number;
  lambdaFunctions: number;
  /** The zipped code of one release (every function), when it was bundled; null when not measured. */
  codeBytesPerRelease: number | null;
}

const count = (resources: Record<string, { Type?: string }>, type: string) => Object.values(resources).filter((r) => r.Type === type).length;

/** An environment's footprint from the resources of all its templates (data, API and nested stacks). */
export function footprintOf(env: string, resources: readonly Record<string, { Type?: string }>[], codeBytesPerRelease: number | null = null): EnvironmentFootprint {
  const total = (type: string) => resources.reduce((sum, r) => sum + count(r, type), 0);
  return {
    env,
    apiResources: total('AWS::ApiGateway::Resource') + 1,
    methods: total('AWS::ApiGateway::Method'),
    iamRoles: total('AWS::IAM::Role'),
    lambdaFunctions: total('AWS::Lambda::Function'),
    codeBytesPerRelease,
  };
}

/** Where an environment deploys, as its settings name it; an unnamed account is its own (the documented default). */
export interface Placement {
  env: string;
  account?: string;
  region?: string;
  /** The API's granted resource quota (setting `apiResourceQuota`). */
  apiResourceQuota: number;
}

export interface QuotaUsage {
  /** `api learning-people-prod`, `account 123456789012`, `region 123456789012/eu-west-1`. */
  scope: string;
  quota: 'apiResources' | 'iamRoles' | 'codeStorageBytes';
  used: number;
  limit: number;
  /** Who shares it. */
  environments: string[];
}

const accountOf = (p: Placement) => p.account ?? `(the account ${p.env} deploys to)`;

/**
 * The quotas every environment of cdk.json uses, all environments together: API resources per
 * environment's API; IAM roles per account (environments naming the same account add up, plus
 * the account-wide stack's `accountRoles` once); code storage per account and region, at
 * VERSIONS_KEPT releases of every environment there (only where the code was measured).
 */
export function quotaUsages(footprint: EnvironmentFootprint, placements: readonly Placement[], accountRoles: number): QuotaUsage[] {
  const usages: QuotaUsage[] = placements.map((p) => ({
    scope: `api of ${p.env}`,
    quota: 'apiResources',
    used: footprint.apiResources,
    limit: p.apiResourceQuota,
    environments: [p.env],
  }));
  const groups = (key: (p: Placement) => string) => {
    const by = new Map<string, string[]>();
    for (const p of placements) by.set(key(p), [...(by.get(key(p)) ?? []), p.env]);
    return [...by];
  };
  for (const [account, envs] of groups(accountOf)) {
    usages.push({ scope: `account ${account}`, quota: 'iamRoles', used: envs.length * footprint.iamRoles + accountRoles, limit: SERVICE_QUOTAS.iamRoles, environments: envs });
  }
  if (footprint.codeBytesPerRelease !== null) {
    for (const [where, envs] of groups((p) => `${accountOf(p)} ${p.region ?? `(the region ${p.env} deploys to)`}`)) {
      usages.push({
        scope: `region ${where}`,
        quota: 'codeStorageBytes',
        used: envs.length * VERSIONS_KEPT * footprint.codeBytesPerRelease,
        limit: SERVICE_QUOTAS.codeStorageBytes,
        environments: envs,
      });
    }
  }
  return usages;
}

/** Every quota above HEADROOM_SHARE, as `api of prod: apiResources 330 > 150`. */
export const quotasOverHeadroom = (usages: readonly QuotaUsage[]): string[] =>
  usages.filter((u) => u.used > u.limit * HEADROOM_SHARE).map((u) => `${u.scope}: ${u.quota} ${u.used} > ${u.limit * HEADROOM_SHARE}`);

/** `| api of dev | apiResources | 80/300 (27%) | dev |` lines. */
export function formatQuotaUsage(usages: readonly QuotaUsage[]): string {
  const shown = (u: QuotaUsage, n: number) => (u.quota === 'codeStorageBytes' ? `${(n / 1024 ** 3).toFixed(2)} GB` : String(n));
  return [
    '| scope | quota | used | environments |',
    '| --- | --- | --- | --- |',
    ...usages.map((u) => {
      const share = u.used / u.limit;
      return `| ${u.scope} | ${u.quota} | ${shown(u, u.used)}/${shown(u, u.limit)} (${Math.round(share * 100)}%)${share > HEADROOM_SHARE ? ' OVER' : ''} | ${u.environments.join(', ')} |`;
    }),
  ].join('\n');
}

/**
 * What Lambda stores for one function's code: its deployment package, i.e. its bundled asset
 * directory zipped (measured here as the deflated size of every file, as a zip stores them).
 */
export function zippedBytes(directory: string): number {
  let total = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += deflateRawSync(readFileSync(join(entry.parentPath, entry.name))).length;
  }
  return total;
}
