// unit: needs no DynamoDB Local (vitest.config.ts)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUNDLE_PROFILE, esbuildOptions } from '../../infra/cdk/bundling';
import {
  DELIVERY_BATCH_SIZE,
  DELIVERY_ENTRY,
  DELIVERY_MAX_RECEIVES,
  DISPATCHER_ENTRY,
  WORKER_ERROR_LINE_METRICS,
} from '../../infra/cdk/webhooks-stack';
import { WEBHOOK_METRICS } from '../../shared/observability/metric-names';
import { WEBHOOK_EVENT_TYPES } from '../../shared/webhooks/event-types';
import { synthesize } from './synthesize';
import { actionsOfFunction, ofType, type CfnResource } from './template-model';

/**
 * The deployed webhook pipeline (#20; docs/deploy.md "Webhooks"): the table's stream, the
 * dispatcher on it, the delivery queue and its dead-letter queue, the delivery function, their
 * grants and alarms, read from the synthesized templates.
 */
const { resources, dataResources, api } = synthesize();

const [tableId, table] = ofType(dataResources, 'AWS::DynamoDB::Table')[0]!;
const fnAt = (name: 'Dispatcher' | 'Delivery') => {
  const found = Object.entries(resources).filter(([, r]) => String(r.Metadata?.['aws:cdk:path']).endsWith(`/Webhooks/${name}/Function/Resource`));
  expect(found, name).toHaveLength(1);
  return found[0]!;
};
const queueAt = (name: string) => {
  const found = ofType(resources, 'AWS::SQS::Queue').filter(([, r]) => String(r.Metadata?.['aws:cdk:path']).endsWith(`/Webhooks/${name}/Resource`));
  expect(found, name).toHaveLength(1);
  return found[0]!;
};
const [dispatcherId, dispatcher] = fnAt('Dispatcher');
const [deliveryId, delivery] = fnAt('Delivery');
const [queueId, queue] = queueAt('DeliveryQueue');
const [deadLetterId, deadLetter] = queueAt('DeadLetterQueue');
const [failuresId] = queueAt('DispatchFailureQueue');
/** A worker's `live` alias (infra/cdk/gradual-deploy.ts). */
const aliasOf = (fnId: string) => {
  const found = ofType(resources, 'AWS::Lambda::Alias').filter(([, a]) => a.Properties!.FunctionName?.Ref === fnId);
  expect(found, fnId).toHaveLength(1);
  return found[0]!;
};
/** The event source mapping that invokes a worker: through its alias (the function's name and `:live`). */
const mappingEntryOf = (fnId: string) => {
  const [aliasId] = aliasOf(fnId);
  const found = ofType(resources, 'AWS::Lambda::EventSourceMapping').filter(([, m]) => JSON.stringify(m.Properties!.FunctionName).includes(`{"Ref":"${aliasId}"}`));
  expect(found, fnId).toHaveLength(1);
  return found[0]!;
};
const mappingOf = (fnId: string) => mappingEntryOf(fnId)[1].Properties!;
const arnOf = (id: string) => ({ 'Fn::GetAtt': [id, 'Arn'] });
/** The data stack's output a value reads (weak cross-stack reference). */
const outputRead = (value: unknown) => (value as { 'Fn::GetStackOutput'?: { OutputName: string } })['Fn::GetStackOutput']?.OutputName;

/** Every statement of a function's own policies that grants `action`, with its resources. */
function resourcesGranted(fnId: string, action: string): unknown[] {
  const roleId = resources[fnId]!.Properties!.Role['Fn::GetAtt'][0];
  return ofType(resources, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties!.Roles.some((r: any) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as any[])
    .filter((s) => [s.Action].flat().includes(action))
    .flatMap((s) => [s.Resource].flat());
}

/**
 * Lambda's event filtering for the patterns used here (exact values, nested objects): a record
 * passes when any filter matches; no filter at all lets everything through.
 */
function passes(filters: Array<{ Pattern: string }> | undefined, record: object): boolean {
  const matches = (pattern: any, value: any): boolean =>
    Array.isArray(pattern)
      ? pattern.includes(value)
      : typeof pattern === 'object' && value !== null && typeof value === 'object' && Object.entries(pattern).every(([k, p]) => matches(p, value[k]));
  if (!filters?.length) return true;
  return filters.some((f) => matches(JSON.parse(f.Pattern), record));
}
const streamRecord = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', entity: string | undefined) => {
  const image = { pk: { S: 'ORG#acme#X' }, sk: { S: '1' }, ...(entity === undefined ? {} : { entity: { S: entity } }) };
  return {
    eventName,
    dynamodb: { Keys: { pk: image.pk, sk: image.sk }, ...(eventName !== 'INSERT' ? { OldImage: image } : {}), ...(eventName !== 'REMOVE' ? { NewImage: image } : {}) },
  };
};

/** The stream record each event type comes from (shared/webhooks/events.ts derives them). */
const SOURCE_OF_TYPE: Record<(typeof WEBHOOK_EVENT_TYPES)[number]['type'], ['INSERT' | 'MODIFY' | 'REMOVE', string]> = {
  'user.created': ['INSERT', 'user'],
  'user.updated': ['MODIFY', 'user'],
  'user.deactivated': ['MODIFY', 'user'],
  'enrollment.created': ['INSERT', 'enrollment'],
  'enrollment.completed': ['MODIFY', 'enrollment'],
  'timeoff.request.created': ['INSERT', 'timeoff_request'],
  'timeoff.request.approved': ['MODIFY', 'timeoff_request'],
  'timeoff.request.rejected': ['MODIFY', 'timeoff_request'],
  'timeoff.request.cancelled': ['MODIFY', 'timeoff_request'],
  'timeoff.request.deleted': ['REMOVE', 'timeoff_request'],
  'attendance.mark.created': ['INSERT', 'attendance_mark'],
  // The test route and redeliveries write a send request; the dispatcher turns it into the event.
  'webhook.test': ['INSERT', 'webhook_send'],
  'webhook.disabled': ['MODIFY', 'webhook'],
  'group.created': ['INSERT', 'group'],
  'group.updated': ['MODIFY', 'group'],
  'group.deleted': ['REMOVE', 'group'],
  'group.member_added': ['INSERT', 'group_member'],
  'group.member_removed': ['REMOVE', 'group_member'],
};

describe('the table stream', () => {
  it('carries both images of every change, on the existing table (an in-place update: same logical id, same keys)', () => {
    expect(table.Properties!.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
    // A new logical id would be a new table (the old one retained, its data left behind).
    expect(tableId).toBe('TableCD117FA1');
    expect(table.Properties!.TableName).toBeUndefined();
  });
});

describe('the dispatcher', () => {
  const mapping = mappingOf(dispatcherId);

  it('reads the table stream in batches, isolates a failing record, reports partial failures and parks what it gives up on', () => {
    expect(outputRead(mapping.EventSourceArn)).toMatch(new RegExp(`^PublishOutputFnGetAtt${tableId}StreamArn`));
    expect(mapping).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
      DestinationConfig: { OnFailure: { Destination: arnOf(failuresId) } },
    });
    // Given up on while the stream still holds the records (24 h): they can be read again by hand.
    expect(mapping.MaximumRecordAgeInSeconds).toBeLessThan(24 * 3600);
  });

  it('is invoked for every event source (each type of WEBHOOK_EVENT_TYPES), from the new image or, for a removal, the old one', () => {
    expect(Object.keys(SOURCE_OF_TYPE).sort()).toEqual(WEBHOOK_EVENT_TYPES.map((e) => e.type).sort());
    for (const [type, [eventName, entity]] of Object.entries(SOURCE_OF_TYPE)) {
      expect(passes(mapping.FilterCriteria?.Filters, streamRecord(eventName, entity)), type).toBe(true);
    }
  });

  it('is never invoked for counters, locks, idempotency records, credentials, delivery attempts, rate buckets or a new subscription', () => {
    const filters = mapping.FilterCriteria?.Filters;
    expect(filters?.length).toBeGreaterThan(0);
    for (const [eventName, entity] of [
      ['INSERT', undefined],
      ['MODIFY', undefined],
      ['MODIFY', 'learning_counter'],
      ['INSERT', 'idempotency'],
      ['INSERT', 'credential'],
      ['REMOVE', 'credential'],
      ['INSERT', 'webhook_delivery'],
      ['INSERT', 'webhook'],
      ['REMOVE', 'webhook_send'],
      ['REMOVE', 'user'],
      ['INSERT', 'timeoff_day'],
      // The delivery rate buckets (#33 §6): written on every attempt, up to 100 times a second.
      ['INSERT', 'webhook_rate'],
      ['MODIFY', 'webhook_rate'],
    ] as const) {
      expect(passes(filters, streamRecord(eventName, entity)), `${eventName} ${entity}`).toBe(false);
    }
  });

  it('may read the table and its stream and send to the delivery queue; it cannot write the table nor dead-letter', () => {
    const actions = actionsOfFunction(resources, dispatcherId);
    for (const action of ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:DescribeStream']) expect(actions).toContain(action);
    for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:*']) expect(actions).not.toContain(write);
    expect(outputRead(resourcesGranted(dispatcherId, 'dynamodb:GetRecords')[0])).toMatch(/StreamArn/);
    const sendsTo = resourcesGranted(dispatcherId, 'sqs:SendMessage');
    expect(sendsTo).toContainEqual(arnOf(queueId));
    expect(sendsTo).not.toContainEqual(arnOf(deadLetterId));
  });
});

describe('the delivery queue and its dead-letter queue', () => {
  it('are encrypted (SQS-managed keys) and refuse plain HTTP', () => {
    for (const id of [queueId, deadLetterId, failuresId]) {
      expect(resources[id]!.Properties!.SqsManagedSseEnabled, id).toBe(true);
      const policies = ofType(resources, 'AWS::SQS::QueuePolicy').filter(([, p]) => JSON.stringify(p.Properties!.Queues).includes(id));
      expect(JSON.stringify(policies.map(([, p]) => p.Properties!.PolicyDocument)), id).toContain('aws:SecureTransport');
    }
  });

  it('redrives a message that keeps failing to run to the dead-letter queue, which keeps it 14 days', () => {
    expect(queue.Properties!.RedrivePolicy).toEqual({ deadLetterTargetArn: arnOf(deadLetterId), maxReceiveCount: DELIVERY_MAX_RECEIVES });
    expect(DELIVERY_MAX_RECEIVES).toBeGreaterThan(1);
    expect(deadLetter.Properties!.MessageRetentionPeriod).toBe(14 * 24 * 3600);
  });

  it('hides a message longer than the delivery function may run with it (no second attempt in parallel)', () => {
    expect(queue.Properties!.VisibilityTimeout).toBeGreaterThan(delivery.Properties!.Timeout);
  });
});

describe('the delivery function', () => {
  const mapping = mappingOf(deliveryId);

  it('takes small batches from the queue with partial failures, and has 10 s per message of a batch', () => {
    expect(mapping).toMatchObject({ EventSourceArn: arnOf(queueId), BatchSize: DELIVERY_BATCH_SIZE, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    expect(delivery.Properties!.Timeout).toBeGreaterThanOrEqual(10 * mapping.BatchSize);
  });

  it('knows both queues, may read and write the table, and send to the queue (retries) and the dead-letter queue', () => {
    for (const fn of [delivery, dispatcher]) {
      expect(fn.Properties!.Environment.Variables).toMatchObject({ WEBHOOK_QUEUE_URL: { Ref: queueId }, WEBHOOK_DEAD_LETTER_QUEUE_URL: { Ref: deadLetterId } });
    }
    const actions = actionsOfFunction(resources, deliveryId);
    for (const action of ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']) expect(actions).toContain(action);
    expect(actions).not.toContain('dynamodb:GetRecords');
    const sendsTo = resourcesGranted(deliveryId, 'sqs:SendMessage');
    expect(sendsTo).toContainEqual(arnOf(queueId));
    expect(sendsTo).toContainEqual(arnOf(deadLetterId));
  });
});

describe('the delivery rate caps (#33 §6)', () => {
  it('reach the delivery function only, with the settings\' defaults (50 per organization, 10 per destination per second)', () => {
    expect(delivery.Properties!.Environment.Variables).toMatchObject({ WEBHOOK_ORGANIZATION_RATE_PER_SECOND: '50', WEBHOOK_DESTINATION_RATE_PER_SECOND: '10' });
    expect(Object.keys(dispatcher.Properties!.Environment.Variables)).not.toContain('WEBHOOK_ORGANIZATION_RATE_PER_SECOND');
  });
});

describe('every function of the stack', () => {
  it('refuses loopback receivers: WEBHOOK_ALLOW_LOCAL_RECEIVERS (npm start\'s) is never deployed', () => {
    for (const [id, fn] of ofType(resources, 'AWS::Lambda::Function')) {
      expect(Object.keys(fn.Properties!.Environment?.Variables ?? {}), id).not.toContain('WEBHOOK_ALLOW_LOCAL_RECEIVERS');
      expect(Object.keys(fn.Properties!.Environment?.Variables ?? {}), id).not.toContain('WEBHOOK_RESOLVE');
    }
  });
});

describe('both functions', () => {
  it('run on nodejs22.x / arm64 with the shared environment, their own log group and the table name', () => {
    for (const fn of [dispatcher, delivery]) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler', TracingConfig: { Mode: 'Active' } });
      expect(fn.Properties!.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE).toMatch(/^LearningPeople\//);
      expect(outputRead(fn.Properties!.Environment.Variables.TABLE_NAME)).toMatch(new RegExp(`Ref${tableId}`));
      expect(resources[fn.Properties!.LoggingConfig.LogGroup.Ref]!.Type).toBe('AWS::Logs::LogGroup');
    }
  });

  const outdir = mkdtempSync(join(tmpdir(), 'webhook-workers-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));
  it.each([
    ['dispatcher', DISPATCHER_ENTRY],
    ['delivery', DELIVERY_ENTRY],
  ])('%s: its entry bundles as deployed and exports the handler Lambda calls', (name, entry) => {
    const dir = join(outdir, name);
    buildSync(esbuildOptions(DEFAULT_BUNDLE_PROFILE, entry, dir));
    const exported = execFileSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(join(dir, 'index.mjs'))}); console.log(typeof m.handler);`], {
      env: { PATH: process.env.PATH, TABLE_NAME: 't', AWS_REGION: 'us-east-1' },
      encoding: 'utf8',
    }).trim();
    expect(exported).toBe('function');
  }, 60_000);
});

describe('the dashboard', () => {
  it('has a row for the pipeline: deliveries by outcome, the three queues, the functions and the dispatcher lag', () => {
    const [[, dashboard]] = ofType(resources, 'AWS::CloudWatch::Dashboard') as [[string, CfnResource]];
    const body = JSON.stringify(dashboard.Properties!.DashboardBody);
    for (const name of Object.values(WEBHOOK_METRICS)) expect(body).toContain(name);
    for (const text of ['Webhook deliveries', 'Webhook queues', 'IteratorAge', 'ApproximateNumberOfMessagesVisible']) expect(body).toContain(text);
  });
});

describe('alarms of the pipeline', () => {
  const alarms = ofType(resources, 'AWS::CloudWatch::Alarm');
  const topicIds = ofType(resources, 'AWS::SNS::Topic').map(([id]) => id);
  const metricStats = (alarm: CfnResource): any[] =>
    alarm.Properties!.MetricName ? [alarm.Properties] : (alarm.Properties!.Metrics ?? []).filter((m: any) => m.MetricStat).map((m: any) => m.MetricStat.Metric);
  const alarmsWatching = (test: (metric: any) => boolean) => alarms.filter(([, a]) => metricStats(a).some(test));

  it('fire when the dispatcher parks stream records, and on NEW dead letters (not the depth: one dead receiver would hold it in ALARM for 14 days)', () => {
    const parked = alarmsWatching((m) => m.MetricName === 'ApproximateNumberOfMessagesVisible' && JSON.stringify(m.Dimensions).includes(failuresId));
    expect(parked).toHaveLength(1);
    expect(parked[0]![1].Properties).toMatchObject({ Namespace: 'AWS/SQS', Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    const dead = alarmsWatching((m) => JSON.stringify(m.Dimensions ?? []).includes(deadLetterId));
    expect(dead).toHaveLength(1);
    const metrics = dead[0]![1].Properties!.Metrics as any[];
    expect(metrics.find((m) => m.Expression).Expression).toBe('MAX([sent, IF(DIFF(visible) > 0, DIFF(visible), 0)])');
    expect(metrics.filter((m) => m.MetricStat).map((m) => m.MetricStat.Metric.MetricName).sort()).toEqual(['ApproximateNumberOfMessagesVisible', 'NumberOfMessagesSent']);
    for (const [, alarm] of [...parked, ...dead]) expect(topicIds.some((t) => JSON.stringify(alarm.Properties!.AlarmActions).includes(t))).toBe(true);
  });

  it("fire when the delivery queue's oldest message waits longer than any retry delay", () => {
    const age = alarmsWatching((m) => m.MetricName === 'ApproximateAgeOfOldestMessage');
    expect(age).toHaveLength(1);
    expect(JSON.stringify(age[0]![1].Properties!.Dimensions)).toContain(queueId);
    expect(age[0]![1].Properties).toMatchObject({ Threshold: 1800, EvaluationPeriods: 2 });
  });

  it('watch the delivery failures the delivery function reports, the dispatcher falling behind, and both functions\' errors', () => {
    const failures = alarmsWatching((m) => m.MetricName === WEBHOOK_METRICS.deliveryFailed);
    expect(failures).toHaveLength(1);
    expect(JSON.stringify(failures[0]![1].Properties!.Metrics)).toContain(WEBHOOK_METRICS.deliverySucceeded);
    const iteratorAge = alarmsWatching((m) => m.MetricName === 'IteratorAge' && JSON.stringify(m.Dimensions).includes(dispatcherId));
    expect(iteratorAge).toHaveLength(1);
    // Each worker's errors: its Health alarm (which also rolls a deploy back), notifying through
    // the workers' composite alarm: one ticket for both.
    const composites = ofType(resources, 'AWS::CloudWatch::CompositeAlarm').filter(([id]) => id.startsWith('WebhooksNestedStack'));
    expect(composites).toHaveLength(1);
    const [, composite] = composites[0]!;
    expect(JSON.stringify(composite!.Properties!.AlarmActions)).toContain('TicketTopic');
    for (const fnId of [dispatcherId, deliveryId]) {
      const watching = alarmsWatching((m) => m.MetricName === 'Errors' && JSON.stringify(m.Dimensions).includes(fnId));
      expect(watching.map(([id]) => id.split('/').at(-1)), fnId).toEqual([expect.stringMatching(/Health/)]);
      expect(JSON.stringify(composite!.Properties!.AlarmRule)).toContain(watching[0]![0].split('/').at(-1));
    }
  });
});

describe('both workers deploy gradually (#40 §8; docs/decisions/operations.md, 2026-11-27)', () => {
  const webhooks = Template.fromStack(api.webhooks);
  const local = (id: string) => id.split('/').at(-1)!;
  const workers = [
    ['Dispatcher', dispatcherId, WORKER_ERROR_LINE_METRICS.Dispatcher],
    ['Delivery', deliveryId, WORKER_ERROR_LINE_METRICS.Delivery],
  ] as const;

  it.each(workers)("%s: its event source mapping invokes its `live` alias, never the function's $LATEST", (_name, fnId) => {
    const [aliasId] = aliasOf(fnId);
    webhooks.hasResourceProperties('AWS::Lambda::Alias', { Name: 'live', FunctionName: { Ref: local(fnId) }, FunctionVersion: { 'Fn::GetAtt': [Match.anyValue(), 'Version'] } });
    const mappings = webhooks.findResources('AWS::Lambda::EventSourceMapping');
    const mine = Object.values(mappings).filter((m) => JSON.stringify(m.Properties.FunctionName).includes(`{"Ref":"${local(aliasId)}"}`));
    expect(mine).toHaveLength(1);
    expect(JSON.stringify(mine[0]!.Properties.FunctionName)).toMatch(/":live"/);
    for (const mapping of Object.values(mappings)) expect(mapping.Properties.FunctionName, 'a mapping on the function itself').not.toEqual({ Ref: local(fnId) });
  });

  it.each(workers)("%s: CodeDeploy shifts the alias with the environment's configuration and rolls back on its Health alarm (Lambda errors, or ERROR lines)", (name, fnId, errorLines) => {
    const [, alias] = aliasOf(fnId);
    const update = (alias as CfnResource & { UpdatePolicy: any }).UpdatePolicy.CodeDeployLambdaAliasUpdate;
    const healthIds = Object.keys(webhooks.findResources('AWS::CloudWatch::Alarm')).filter((id) => id.startsWith(`${name}Health`));
    expect(healthIds).toHaveLength(1);
    const healthId = healthIds[0]!;
    const group = {
      DeploymentConfigName: 'CodeDeployDefault.LambdaAllAtOnce',
      AutoRollbackConfiguration: { Enabled: true, Events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST', 'DEPLOYMENT_STOP_ON_ALARM'] },
      AlarmConfiguration: { Enabled: true, Alarms: [{ Name: { Ref: healthId } }] },
      ServiceRoleArn: Match.anyValue(),
    };
    webhooks.hasResourceProperties('AWS::CodeDeploy::DeploymentGroup', group);
    // …and it is the group that shifts this worker's alias.
    expect(Object.keys(webhooks.findResources('AWS::CodeDeploy::DeploymentGroup', { Properties: group }))).toEqual([local(update.DeploymentGroupName.Ref)]);
    const health = webhooks.findResources('AWS::CloudWatch::Alarm')[healthId]!;
    const metrics = health.Properties.Metrics as any[];
    expect(metrics.find((m) => m.Expression).Expression).toBe('IF(errors >= 1 OR FILL(errorLines, 0) >= 1, 1, 0)');
    expect(metrics.find((m) => m.Id === 'errors').MetricStat.Metric).toMatchObject({ MetricName: 'Errors', Dimensions: [{ Name: 'FunctionName', Value: { Ref: local(fnId) } }] });
    expect(metrics.find((m) => m.Id === 'errorLines').MetricStat.Metric).toMatchObject({ MetricName: errorLines, Namespace: 'LearningPeople/infratest' });
    // No duration term: a worker's duration is its receivers' and its batches'.
    expect(metrics.some((m) => m.MetricStat?.Metric.MetricName === 'Duration')).toBe(false);
    // The metric is the worker's own ERROR lines (a record it failed to handle; a failing receiver logs INFO/WARN).
    const logGroupId = local(resources[fnId]!.Properties!.LoggingConfig.LogGroup.Ref);
    webhooks.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: logGroupId },
      FilterPattern: '{ $.level = "ERROR" }',
      MetricTransformations: [{ MetricName: errorLines, MetricNamespace: 'LearningPeople/infratest', MetricValue: '1' }],
    });
  });

  it('keeps the deployed mappings\' logical ids: CloudFormation moves them to the alias in place (a new dispatcher mapping would re-read 24 h of the stream)', () => {
    expect(local(mappingEntryOf(dispatcherId)[0])).toBe('DispatcherFunctionDynamoDBEventSourceLearningPeopleinfratestDataTable816023251F93A6E6');
    expect(local(mappingEntryOf(deliveryId)[0])).toBe('DeliveryFunctionSqsEventSourceLearningPeopleinfratestApiWebhooksDeliveryQueueD5A019A42A3AA960');
  });
});
