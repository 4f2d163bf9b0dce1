import { ArnFormat, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';

/** Daily recovery points are kept this long, in this region and in the copy region. */
export const BACKUP_RETENTION = Duration.days(35);

/** The name of the copy vault that must exist in `copyRegion` before the first deploy (docs/deploy.md, "Restore"). */
export const copyVaultName = (env: string) => `learning-people-${env}-copy`;

export interface TableBackupProps {
  env: string;
  /** Another region that receives a copy of every recovery point (a regional outage). */
  copyRegion?: string;
}

/**
 * The optional AWS Backup plan of the table (`backupPlan`, `backupCopyRegion`): a daily recovery
 * point kept 35 days, copied to a vault in another region. Point-in-time recovery covers the
 * last 35 days in the table's own region; this adds a copy that survives the region and the
 * table's account-level deletion (the vault is retained).
 */
export function createTableBackup(scope: Construct, id: string, table: ITable, props: TableBackupProps): BackupPlan {
  const stack = Stack.of(scope);
  const vault = new BackupVault(scope, `${id}Vault`, { backupVaultName: `learning-people-${props.env}`, removalPolicy: RemovalPolicy.RETAIN });
  const copyVault = props.copyRegion
    ? BackupVault.fromBackupVaultArn(
        scope,
        `${id}CopyVault`,
        stack.formatArn({ service: 'backup', region: props.copyRegion, resource: 'backup-vault', resourceName: copyVaultName(props.env), arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
      )
    : undefined;
  const plan = new BackupPlan(scope, id, {
    backupPlanName: `learning-people-${props.env}`,
    backupPlanRules: [
      new BackupPlanRule({
        ruleName: 'Daily',
        backupVault: vault,
        scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
        deleteAfter: BACKUP_RETENTION,
        copyActions: copyVault ? [{ destinationBackupVault: copyVault, deleteAfter: BACKUP_RETENTION }] : undefined,
      }),
    ],
  });
  const selection = plan.addSelection('Table', { resources: [BackupResource.fromDynamoDbTable(table)] });
  Validations.of(selection).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
    reason: "AWS Backup's own service policy for taking recovery points; the selection names the table only.",
  });
  return plan;
}
