import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { createCursorSecret, type CursorSecretProps } from './cursor-secret';
import { createSingleTable } from './single-table';

/**
 * The stateful part of an environment: the single table (every organization's data) and the key
 * that signs pagination cursors. Its own stack, with termination protection, so that the API
 * stack can be replaced, split or deleted freely; a failed first create removes what it made
 * (RetainExceptOnCreate) instead of orphaning it.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly cursorSecret: Secret;

  constructor(scope: Construct, id: string, props: StackProps & { cursorSecret: CursorSecretProps }) {
    super(scope, id, { ...props, terminationProtection: props.terminationProtection ?? true });
    this.table = createSingleTable(this, 'Table');
    this.cursorSecret = createCursorSecret(this, 'CursorSecret', props.cursorSecret);
    this.cursorSecret.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'For npm run org:create -- --table <this>.' });
    new CfnOutput(this, 'CursorSecretArn', { value: this.cursorSecret.secretArn, description: 'The cursor-signing key (docs/deploy.md, "Rotating the cursor secret").' });
  }
}
