// unit: needs no DynamoDB Local (vitest.config.ts)
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../infra/cdk/settings';
import { App } from 'aws-cdk-lib';
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
