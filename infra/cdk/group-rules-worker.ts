import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Alias } from 'aws-cdk-lib/aws-lambda';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { RULE_CHANGES } from '../../shared/learning/group-rules-stream';
import { ApiFunction } from './api-function';
import { bindToAlias } from './gradual-deploy';
import type { Settings } from './settings';

export const GROUP_RULES_ENTRY = 'functions/learning-workers/group-rules.ts';
/** Construct id of the worker (no route: no method, no route-table entry). */
export const GROUP_RULES_WORKER_ID = 'GroupRules';
/** Stream records per invocation; a job chunk (1,000 members) is the longest record, a few seconds. */
export const GROUP_RULES_BATCH_SIZE = 10;

export interface GroupRulesWorkerProps {
  table: ITable;
  settings: Settings;
  environment: Record<string, string>;
  /** Where the records it gave up on go (their shard and sequence range): the dispatcher's failure queue. */
  failures: IQueue;
  /** Its `live` alias, shifted by CodeDeploy like every function (the webhook stack's GradualDeploys). */
  alias(fn: ApiFunction): Alias;
}

/**
 * The enrollment-rule worker (#42, shared/learning/group-rules-stream.ts), deployed like the
 * webhook dispatcher it sits beside: a second event source mapping on the table's stream
 * (DynamoDB Streams serves two readers per shard; these are the two), filtered to the records it
 * acts on (RULE_CHANGES: memberships added, users modified, jobs, groups removed) so no other write
 * invokes it, retried from the first failed record (ReportBatchItemFailures), its failures to the
 * same failure queue and alarm as the dispatcher's (docs/deploy.md, "Webhooks").
 */
export function addGroupRulesWorker(scope: Construct, props: GroupRulesWorkerProps): ApiFunction {
  const { table, settings } = props;
  const worker = new ApiFunction(scope, GROUP_RULES_WORKER_ID, {
    entry: GROUP_RULES_ENTRY,
    description: 'Enrollment rules of groups: table stream → new members and reactivated users enrolled, rule jobs advanced, a deleted group’s rules deleted.',
    logRetention: settings.logRetentionDays,
    bundleProfile: settings.bundleProfile,
    environment: props.environment,
    timeout: Duration.seconds(120),
  });
  // Writes enrollments and their counters, jobs, and deletes the rules of a deleted group.
  worker.bindTable(table, 'RW');
  bindToAlias(
    new DynamoEventSource(table, {
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: GROUP_RULES_BATCH_SIZE,
      bisectBatchOnError: true,
      reportBatchItemFailures: true,
      retryAttempts: 10,
      maxRecordAge: Duration.hours(6),
      onFailure: new SqsDlq(props.failures),
      filters: Object.entries(RULE_CHANGES).map(([eventName, entities]) =>
        FilterCriteria.filter({
          eventName: FilterRule.isEqual(eventName),
          dynamodb: { [eventName === 'REMOVE' ? 'OldImage' : 'NewImage']: { entity: { S: FilterRule.or(...entities) } } },
        }),
      ),
    }),
    worker,
    props.alias(worker),
  );
  return worker;
}
