import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Aws, CustomResource, Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { transformSync } from 'esbuild';
import { DATA_LEVEL } from '../../shared/tenancy/data-level';
import { ApiFunction } from './api-function';
import { CHECK_TYPE, RECORD_TYPE } from './data-level-guard-handler';
import { functionEnvironment } from './function-environment';
import { REPO_ROOT } from './repo-root';
import type { Settings } from './settings';

export const GUARD_HANDLER = 'infra/cdk/data-level-guard-handler.ts';
/** Construct id of the guard in the API stack (one function: no route, no alias). */
export const DATA_LEVEL_GUARD_ID = 'DataLevelGuard';

/** Where an environment records the highest data level its releases have run (SSM Parameter Store, one String). */
export const dataLevelParameter = (env: string) => `/learning-people/${env}/data-level`;

/**
 * A hash of the release's data code: every file of `shared/` and `functions/` (what the
 * functions are bundled from, stores and migrations included), by path and content. The deploy
 * begins whenever it changes; a deploy that changes only the infrastructure begins none (both
 * releases then write the same way).
 */
export function dataCodeFingerprint(root = REPO_ROOT): string {
  const hash = createHash('sha256');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? (entry.name === 'node_modules' ? [] : walk(join(dir, entry.name))) : [join(dir, entry.name)]))
      .filter((file) => file.endsWith('.ts'));
  for (const file of ['shared', 'functions'].flatMap((d) => walk(join(root, d))).sort()) hash.update(`${relative(root, file)}\n`).update(readFileSync(file)).update('\n');
  return hash.digest('hex');
}

/** The handler as inline code: its TypeScript compiled by esbuild at synth (CommonJS, minified, a few KB). */
export function guardSource(): string {
  return transformSync(readFileSync(join(REPO_ROOT, GUARD_HANDLER), 'utf8'), { loader: 'ts', format: 'cjs', target: 'node22', minify: true }).code;
}

export interface DataLevelGuardProps {
  settings: Settings;
  /** The table whose deploy record a deploy begins (#40): after the check, before everything else. */
  table: ITable;
  /** The release's data level: the number of data migrations it knows (shared/tenancy/data-level.ts); tests give another. */
  level?: number;
  /** The release's data-code fingerprint (dataCodeFingerprint); tests give another. */
  fingerprint?: string;
}

/**
 * The data-level guard (#40 §7; docs/operations.md, "Roll back"; docs/decisions/operations.md,
 * "The stack refuses a release older than the data its environment has run (2026-11-27)"): a
 * release that knows fewer data migrations than a release this environment has already run may
 * meet items it cannot read (refused loudly) or count wrong, so the API stack refuses to deploy
 * it unless `allowOlderThanDataLevel` is set. `order` makes the check the first thing the stack
 * update does and the record the last (data-level-guard-handler.ts says why).
 */
export class DataLevelGuard extends Construct {
  readonly fn: ApiFunction;
  readonly check: CustomResource;
  readonly record: CustomResource;

  constructor(scope: Construct, id: string, props: DataLevelGuardProps) {
    super(scope, id);
    const { settings } = props;
    const parameter = dataLevelParameter(settings.env);
    const level = String(props.level ?? DATA_LEVEL);
    this.fn = new ApiFunction(this, 'Handler', {
      entry: GUARD_HANDLER,
      code: Code.fromInline(guardSource()),
      description: 'Data-level guard: refuses a release older than the data its environment has run; records the level after a deploy.',
      logRetention: settings.logRetentionDays,
      bundleProfile: settings.bundleProfile,
      environment: functionEnvironment(settings),
      timeout: Duration.seconds(30),
    });
    // The deploy record only: its table, no index.
    this.fn.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resources: [props.table.tableArn] }));
    this.fn.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['ssm:GetParameter', 'ssm:PutParameter'], resources: [`arn:${Aws.PARTITION}:ssm:${Aws.REGION}:${Aws.ACCOUNT_ID}:parameter${parameter}`] }),
    );
    const serviceTimeout = Duration.minutes(2);
    this.check = new CustomResource(this, 'Check', {
      serviceToken: this.fn.fn.functionArn,
      resourceType: CHECK_TYPE,
      properties: {
        Parameter: parameter,
        Level: level,
        AllowOlder: String(settings.allowOlderThanDataLevel),
        Environment: settings.env,
        // A passing check begins the deploy (#40; docs/decisions/learning.md, "Two releases on one
        // table"): the deploy record opened before any function of the release serves, whenever
        // the release's data code changes (its fingerprint); the deploy's run reconciles and closes it.
        TableName: props.table.tableName,
        OlderCounts: String(settings.olderReleaseKeepsCounters),
        Fingerprint: props.fingerprint ?? dataCodeFingerprint(),
      },
      serviceTimeout,
    });
    this.record = new CustomResource(this, 'Record', {
      serviceToken: this.fn.fn.functionArn,
      resourceType: RECORD_TYPE,
      properties: { Parameter: parameter, Level: level },
      serviceTimeout,
    });
    // Both need the function's permission to read and write the parameter (and the check the deploy record).
    for (const resource of [this.check, this.record]) resource.node.addDependency(this.fn.role);
  }

  /** Every other child of `scope` after the check (and so the deploy's beginning), and the record after every other child. */
  order(scope: Construct): void {
    for (const child of scope.node.children) {
      if (child === this) continue;
      child.node.addDependency(this.check);
      this.record.node.addDependency(child);
    }
  }
}
