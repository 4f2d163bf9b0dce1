// unit: needs no DynamoDB Local (vitest.config.ts)
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../infra/cdk/settings';
import { App } from 'aws-cdk-lib';
import { DATA_LEVEL } from '../../shared/tenancy/data-level';
import { CHECK_TYPE, RECORD_TYPE } from '../../infra/cdk/data-level-guard-handler';
import { dataCodeFingerprint } from '../../infra/cdk/data-level-guard';
import { MIGRATION_HOOK_TYPE } from '../../infra/cdk/migrations-stack';
import { buildCdkJsonEnvironment, PROD_COMMAND_LINE } from './synthesize';

/**
 * The runbook works as written (#40 §7): what docs/operations.md and docs/deploy.md promise of an
 * environment is what cdk.json's environment deploys, read from its synthesized templates.
 */
const prod = buildCdkJsonEnvironment('prod', PROD_COMMAND_LINE);
const prodData = Template.fromStack(prod.data);

describe("prod's backup plan: the cross-region copy docs/operations.md restores from", () => {
  it('backs the table up daily at 03:00 UTC, kept 35 days, into a retained vault of its own', () => {
    prodData.hasResource('AWS::Backup::BackupVault', {
      Properties: Match.objectLike({ BackupVaultName: 'learning-people-prod' }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    prodData.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: Match.objectLike({
        BackupPlanRule: [
          Match.objectLike({
            ScheduleExpression: 'cron(0 3 * * ? *)',
            Lifecycle: { DeleteAfterDays: 35 },
            TargetBackupVault: { 'Fn::GetAtt': [Match.stringLikeRegexp('^BackupVault'), 'BackupVaultName'] },
          }),
        ],
      }),
    });
    // The selection is the stack's table (an adopted one in its place: operations.test.ts).
    prodData.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({ Resources: [{ 'Fn::GetAtt': ['TableCD117FA1', 'Arn'] }] }),
    });
  });

  it("copies every recovery point to the copy region's vault, kept as long (RPO 24 h after losing the region)", () => {
    expect(prod.settings).toMatchObject({ region: 'eu-west-1', backupPlan: true, backupCopyRegion: 'eu-central-1' });
    prodData.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: Match.objectLike({
        BackupPlanRule: [
          Match.objectLike({
            CopyActions: [{ DestinationBackupVaultArn: 'arn:aws:backup:eu-central-1:123456789012:backup-vault:learning-people-prod-copy', Lifecycle: { DeleteAfterDays: 35 } }],
          }),
        ],
      }),
    });
  });

  it('refuses a production environment without a copy region (named with the other missing settings), or one in its own region', () => {
    const settingsOf = (extra: Record<string, unknown>) => readSettings(new App({ context: { ...prod.app.node.tryGetContext('environments').prod, ...PROD_COMMAND_LINE, ...extra } }).node);
    expect(() => settingsOf({ backupCopyRegion: '' })).toThrow(/is missing backupCopyRegion: pass -c backupPlan=true -c backupCopyRegion=<another region>/);
    expect(() => settingsOf({ backupPlan: false })).toThrow(/backupCopyRegion: needs backupPlan: true/);
    expect(() => settingsOf({ backupCopyRegion: 'eu-west-1' })).toThrow(/backupCopyRegion: must be another region than the environment's \(eu-west-1\)/);
  });
});

describe('the data-level guard: no release older than the data it would serve (docs/operations.md, "Roll back")', () => {
  const prodApi = Template.fromStack(prod.api);
  const resources = prodApi.toJSON().Resources as Record<string, { Type: string; DependsOn?: string[] }>;
  const idOf = (type: string) => {
    const ids = Object.keys(prodApi.findResources(type));
    expect(ids, type).toHaveLength(1);
    return ids[0]!;
  };
  const check = idOf(CHECK_TYPE);
  const record = idOf(RECORD_TYPE);
  const guardFunction = Object.keys(prodApi.findResources('AWS::Lambda::Function')).find((id) => id.startsWith('DataLevelGuard'))!;

  it("checks this release's data level against prod's record, refusing unless the override is given", () => {
    prodApi.hasResourceProperties(CHECK_TYPE, {
      ServiceToken: { 'Fn::GetAtt': [guardFunction, 'Arn'] },
      Parameter: '/learning-people/prod/data-level',
      Level: String(DATA_LEVEL),
      AllowOlder: 'false',
      Environment: 'prod',
    });
    prodApi.hasResourceProperties(RECORD_TYPE, { ServiceToken: { 'Fn::GetAtt': [guardFunction, 'Arn'] }, Parameter: '/learning-people/prod/data-level', Level: String(DATA_LEVEL) });
    const overridden = buildCdkJsonEnvironment('prod', { ...PROD_COMMAND_LINE, allowOlderThanDataLevel: 'true' });
    Template.fromStack(overridden.api).hasResourceProperties(CHECK_TYPE, { Level: String(DATA_LEVEL), AllowOlder: 'true' });
  });

  it('checks before anything else of the stack changes (every route stack, the workers, the authorizer, the migrations) and records after all of it', () => {
    const guard = new Set(Object.keys(resources).filter((id) => id.startsWith('DataLevelGuard')));
    const others = Object.keys(resources).filter((id) => !guard.has(id));
    expect(others.filter((id) => resources[id]!.Type === 'AWS::CloudFormation::Stack').length).toBeGreaterThan(10);
    for (const id of others) expect(resources[id]!.DependsOn ?? [], id).toContain(check);
    expect([...(resources[record]!.DependsOn ?? [])].sort()).toEqual(expect.arrayContaining(others.sort()));
    expect(resources[check]!.DependsOn ?? []).not.toContain(record);
  });

  it('takes the override from the command line only: in cdk.json it would wave every later rollback through', () => {
    const context = { environments: { prod: { docsUrl: 'https://developers.learning-people.io/api', allowOlderThanDataLevel: true } }, env: 'prod' };
    expect(() => readSettings(new App({ context }).node)).toThrow(/environments\.prod: allowOlderThanDataLevel is for one deploy: give it with -c, never in cdk\.json/);
    expect(readSettings(new App({ context: { docsUrl: 'https://developers.learning-people.io/api', allowOlderThanDataLevel: 'true' } }).node).allowOlderThanDataLevel).toBe(true);
  });

  it('may read and write that one parameter, nothing else of SSM', () => {
    const statements = Object.values(prodApi.findResources('AWS::IAM::Policy'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('ssm:')));
    expect(statements).toHaveLength(1);
    expect([statements[0]!.Action].flat().sort()).toEqual(['ssm:GetParameter', 'ssm:PutParameter']);
    expect(JSON.stringify(statements[0]!.Resource)).toContain(':parameter/learning-people/prod/data-level"');
  });
});

describe('a deploy begins before any function of the release serves (#40; docs/decisions/learning.md, "Two releases on one table")', () => {
  const prodApi = Template.fromStack(prod.api);

  it('the data-level check, first of the stack, carries the table, the release\'s data-code fingerprint and what the replaced release does with the counters', () => {
    prodApi.hasResourceProperties(CHECK_TYPE, {
      TableName: Match.anyValue(),
      OlderCounts: 'true',
      Fingerprint: dataCodeFingerprint(),
    });
    const once = buildCdkJsonEnvironment('prod', { ...PROD_COMMAND_LINE, olderReleaseKeepsCounters: 'false' });
    Template.fromStack(once.api).hasResourceProperties(CHECK_TYPE, { OlderCounts: 'false' });
    const context = { environments: { prod: { docsUrl: 'https://developers.learning-people.io/api', olderReleaseKeepsCounters: false } }, env: 'prod' };
    expect(() => readSettings(new App({ context }).node)).toThrow(/olderReleaseKeepsCounters is for one deploy/);
  });

  it('the migrations hook carries the same fingerprint: every deploy the check begins gets the run that reconciles and closes it', () => {
    Template.fromStack(prod.api.migrations).hasResourceProperties(MIGRATION_HOOK_TYPE, { Fingerprint: dataCodeFingerprint() });
  });

  it('the fingerprint is stable for the same code, and moves when a data file changes', () => {
    const a = dataCodeFingerprint();
    expect(dataCodeFingerprint()).toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the guard function may get and update items of the table (its deploy record), no index, nothing else of DynamoDB', () => {
    const statements = Object.values(prodApi.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes('DataLevelGuard'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:')));
    expect(statements.flatMap((st) => [st.Action].flat()).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(JSON.stringify(statements.map((st) => st.Resource))).not.toContain('index');
  });
});
