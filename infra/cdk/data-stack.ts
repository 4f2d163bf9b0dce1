import { CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { adoptTable } from './adopted-table';
import { createTableBackup, type TableBackupProps } from './backup-plan';
import { createCursorSecret, type CursorSecretProps } from './cursor-secret';
import { createSingleTable } from './single-table';

export interface DataStackProps extends StackProps {
  cursorSecret: CursorSecretProps;
  /** A table name or ARN the API serves instead of the stack's own (adopted-table.ts). */
  adoptTable?: string;
  /** The optional AWS Backup plan (backup-plan.ts). */
  backup?: TableBackupProps;
}

/**
 * The stateful part of an environment: the single table (every organization's data) and the key
 * that signs pagination cursors. Its own stack, with termination protection, so that the API
 * stack can be replaced, split or deleted freely; a failed first create removes what it made
 * (RetainExceptOnCreate) instead of orphaning it.
 */
export class DataStack extends Stack {
  /** The table every function reads and writes: the stack's own, or the adopted one (`adoptTable`). */
  readonly table: ITable;
  readonly cursorSecret: Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, { ...props, terminationProtection: props.terminationProtection ?? true });
    // The stack's own table stays in the template when another is adopted: it is retained and
    // keeps its data, so going back is removing the setting (docs/deploy.md, "Restore").
    const own = createSingleTable(this, 'Table');
    this.table = props.adoptTable ? adoptTable(this, 'Adopted', props.adoptTable) : own;
    if (props.backup) createTableBackup(this, 'Backup', this.table, props.backup);
    // cdk-nag ServerlessChecks: this stack's functions (the secret's rotation, CDK's deploy-time
    // custom resource provider) are invoked synchronously by Secrets Manager and CloudFormation.
    Validations.of(this).acknowledge(
      { id: 'Serverless-LambdaDLQ', reason: 'Invoked synchronously by Secrets Manager (rotation) and CloudFormation (custom resources), which retry and report failures themselves.' },
      { id: 'Serverless-LambdaLatestVersion', reason: 'The rotation function runs nodejs22.x like every handler; CDK picks the custom resource provider runtime.' },
    );
    this.cursorSecret = createCursorSecret(this, 'CursorSecret', props.cursorSecret);
    this.cursorSecret.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'For npm run org:create -- --table <this>.' });
    new CfnOutput(this, 'CursorSecretArn', { value: this.cursorSecret.secretArn, description: 'The cursor-signing key (docs/deploy.md, "Rotating the cursor secret").' });
  }
}
