import { Duration, RemovalPolicy, NestedStack, Validations } from 'aws-cdk-lib';
import { GraphWidget, MathExpression, Metric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { WEBHOOK_METRICS, WEBHOOK_METRICS_AREA } from '../../shared/observability/metric-names';
import { DISPATCHED_CHANGES } from '../../shared/webhooks/events';
import { ApiFunction } from './api-function';
import { addGroupRulesWorker, GROUP_RULES_WORKER_ID } from './group-rules-worker';
import { areaMetric, functionEnvironment, metricsNamespace } from './function-environment';
import { bindToAlias, GradualDeploys } from './gradual-deploy';
import { addFunctionAlarms, alarm } from './monitoring';
import type { Settings } from './settings';

export const DISPATCHER_ENTRY = 'functions/webhook-workers/dispatcher.ts';
export const DELIVERY_ENTRY = 'functions/webhook-workers/delivery.ts';
/** Construct ids of the stream and queue workers of this nested stack: the pipeline's two functions and the enrollment-rule worker (not routes: no method, no route-table entry). */
export const WEBHOOK_WORKER_IDS = ['Dispatcher', 'Delivery', GROUP_RULES_WORKER_ID] as const;


/** Stream records per dispatcher invocation (one subscriptions Query per organization and batch). */
export const DISPATCH_BATCH_SIZE = 100;
/** Delivery messages per delivery invocation; each attempt is bounded by the 10 s POST timeout. */
export const DELIVERY_BATCH_SIZE = 5;
/** ≥ 10 s per message of a batch (they run concurrently; the margin covers DNS and the table). */
export const DELIVERY_TIMEOUT = Duration.seconds(10 * DELIVERY_BATCH_SIZE + 10);
/** A message whose handling threw this many times (the table unavailable) goes to the dead-letter queue. */
export const DELIVERY_MAX_RECEIVES = 5;
/**
 * At most this many delivery functions run at once: a burst of events (a bulk assign to every
 * user, fanned out to every subscription) waits in the queue instead of taking the account's
 * Lambda concurrency from the API's routes.
 */
export const DELIVERY_MAX_CONCURRENCY = 20;

export interface WebhooksStackProps {
  table: ITable;
  settings: Settings;
  /** Alarms for working hours (dead letters, one function's errors). */
  alarmTopic: ITopic;
  /** Alarms someone must act on now (deliveries stuck or late for everyone). */
  pagingTopic: ITopic;
  /** CodeDeploy's service role of the environment (gradual-deploy.ts): both workers deploy gradually. */
  deployRole: IRole;
}

/**
 * Metric-filter metrics (CloudWatch Logs, not EMF): the ERROR lines of each worker's log group.
 * Both workers catch a record's failure, log it at ERROR (`webhook dispatch failed`, `webhook
 * delivery failed to run`) and report it to their event source instead of throwing, so Lambda's
 * Errors misses it; a receiver that fails is logged at INFO or WARN and never counts.
 */
export const WORKER_ERROR_LINE_METRICS = { Dispatcher: 'WebhookDispatcherErrorLines', Delivery: 'WebhookDeliveryErrorLines', GroupRules: 'GroupRulesErrorLines' } as const;

/** The oldest delivery message older than this (retries wait at most 15 minutes a hop) means deliveries are stuck. */
export const DELIVERY_QUEUE_AGE_ALARM = Duration.minutes(30);

/**
 * The deployed webhook pipeline (docs/decisions/webhooks.md, "Delivery: SQS between dispatch and delivery, with a dead-letter queue"; docs/deploy.md, "Webhooks"):
 * the table's stream → the dispatcher (events → one message per subscription) → the delivery
 * queue → the delivery function (signed POST, attempt log, retry with delay or dead-letter).
 * Queues, functions and their alarms only; the routes that manage subscriptions are an ordinary
 * area of the route table (WebhooksRoutes).
 */
export class WebhooksStack extends NestedStack {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  /** Stream records the dispatcher gave up on (their shard and sequence range, not events). */
  readonly dispatchFailures: Queue;
  readonly dispatcher: ApiFunction;
  readonly delivery: ApiFunction;
  /** The enrollment-rule worker (#42): the stream's second reader, beside the dispatcher. */
  readonly groupRules: ApiFunction;

  constructor(scope: Construct, id: string, props: WebhooksStackProps) {
    super(scope, id, { description: 'Webhooks: the dispatcher on the table stream, the delivery queue and its dead-letter queue, the delivery function, their alarms.' });
    const { table, settings, alarmTopic, pagingTopic } = props;
    // Both workers are invoked through their `live` alias, shifted by CodeDeploy like every API
    // function (docs/decisions/operations.md, "The webhook workers deploy gradually too: aliases,
    // their mappings moved in place (2026-11-27)").
    const deploys = new GradualDeploys(this, 'Deploys', { deploymentConfig: settings.deploymentConfig, latencyP99Ms: settings.latencyP99AlarmMs, role: props.deployRole });
    const errorLines = (fn: ApiFunction, metricName: string) =>
      new MetricFilter(fn, 'ErrorLines', {
        logGroup: fn.logGroup,
        filterPattern: FilterPattern.stringValue('$.level', '=', 'ERROR'),
        metricNamespace: metricsNamespace(settings),
        metricName,
        metricValue: '1',
      }).metric({ statistic: 'Sum', period: Duration.minutes(1) });
    const aliasOf = (fn: ApiFunction, metricName: string) =>
      deploys.add(fn, { latency: false, failures: { errorLines: { metric: errorLines(fn, metricName), what: 'an ERROR line in its log (a record it failed to handle)' } } });

    // Dead deliveries (8 failed attempts, or a message that kept failing to run) wait here for
    // inspection and redrive (docs/deploy.md); 14 days is SQS's longest retention.
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'DeliveryQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS's advice for a Lambda source: six times the function's timeout, so a message being
      // handled never becomes visible again (a second attempt in parallel) before it ends.
      visibilityTimeout: Duration.seconds(DELIVERY_TIMEOUT.toSeconds() * 6),
      // Every hop waits at most 15 min (not_before carries longer delays); 4 days is plenty.
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: DELIVERY_MAX_RECEIVES },
    });
    this.dispatchFailures = new Queue(this, 'DispatchFailureQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    // Retained when the stack goes or a queue is replaced: pending retries and dead deliveries
    // are customer data in flight (docs/deploy.md, "Restore"). A re-created stack makes new
    // queues; the old ones are drained by hand (docs/operations.md) and deleted.
    for (const queue of [this.deadLetterQueue, this.queue, this.dispatchFailures]) queue.applyRemovalPolicy(RemovalPolicy.RETAIN);
    for (const queue of [this.deadLetterQueue, this.dispatchFailures]) {
      Validations.of(queue).acknowledge(
        { id: 'AwsSolutions-SQS3', reason: 'A dead-letter queue itself: nothing consumes it but an operator (docs/deploy.md, "Webhooks").' },
        { id: 'Serverless-SQSRedrivePolicy', reason: 'A dead-letter queue itself: nothing consumes it but an operator (docs/deploy.md, "Webhooks").' },
      );
    }

    const environment = {
      ...functionEnvironment(settings),
      // Both, for both: the queue module refuses to start without them (shared/webhooks/delivery-queue.ts);
      // only the delivery function may send to the dead-letter queue.
      WEBHOOK_QUEUE_URL: this.queue.queueUrl,
      WEBHOOK_DEAD_LETTER_QUEUE_URL: this.deadLetterQueue.queueUrl,
    };

    const dispatcher = (this.dispatcher = new ApiFunction(this, WEBHOOK_WORKER_IDS[0], {
      entry: DISPATCHER_ENTRY,
      description: 'Webhooks: table stream → events → one delivery message per subscription.',
      logRetention: settings.logRetentionDays,
      bundleProfile: settings.bundleProfile,
      environment,
      timeout: Duration.seconds(60),
    }));
    // Reads subscriptions (one Query per organization and batch) and an organization's zone; never writes.
    dispatcher.bindTable(table, 'RO');
    this.queue.grantSendMessages(dispatcher.fn);
    // The event source grants the stream reads on the stream's ARN, and dynamodb:ListStreams on
    // "*": that action has no resource-level permissions (it lists stream ARNs, no data). The
    // role's AwsSolutions-IAM5[Resource::*] acknowledgement (api-function.ts) covers it; the
    // stack test allows it to this function only.
    bindToAlias(
      new DynamoEventSource(table, {
        // From the oldest record kept (not LATEST): a mapping made again re-reads rather than
        // skips; the event ids do not change on a re-read, so receivers deduplicate.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: DISPATCH_BATCH_SIZE,
        // A record that keeps failing is isolated by halving the batch, then retried alone…
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: 10,
        // …and after 10 tries or 6 hours its shard and sequence range go to the failure queue,
        // within the stream's 24 h retention: enough to read it again by hand (docs/deploy.md).
        maxRecordAge: Duration.hours(6),
        onFailure: new SqsDlq(this.dispatchFailures),
        filters: Object.entries(DISPATCHED_CHANGES).map(([eventName, entities]) =>
          FilterCriteria.filter({
            eventName: FilterRule.isEqual(eventName),
            dynamodb: { [eventName === 'REMOVE' ? 'OldImage' : 'NewImage']: { entity: { S: FilterRule.or(...entities) } } },
          }),
        ),
      }),
      dispatcher,
      aliasOf(dispatcher, WORKER_ERROR_LINE_METRICS.Dispatcher),
    );

    this.groupRules = addGroupRulesWorker(this, {
      table,
      settings,
      environment: functionEnvironment(settings),
      failures: this.dispatchFailures,
      alias: (fn) => aliasOf(fn, WORKER_ERROR_LINE_METRICS.GroupRules),
    });

    const delivery = (this.delivery = new ApiFunction(this, WEBHOOK_WORKER_IDS[1], {
      entry: DELIVERY_ENTRY,
      description: 'Webhooks: one signed POST per queue message; attempt log; retry with delay or dead-letter.',
      logRetention: settings.logRetentionDays,
      bundleProfile: settings.bundleProfile,
      environment: {
        ...environment,
        // The delivery rate caps (#33 §6): only the delivery function takes from the buckets.
        WEBHOOK_ORGANIZATION_RATE_PER_SECOND: String(settings.webhookOrganizationRatePerSecond),
        WEBHOOK_DESTINATION_RATE_PER_SECOND: String(settings.webhookDestinationRatePerSecond),
      },
      timeout: DELIVERY_TIMEOUT,
    }));
    // Reads the subscription, writes the attempt log, the failure streak, the disable and the rate buckets.
    delivery.bindTable(table, 'RW');
    Validations.of(delivery).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason: 'An SQS source: a message that keeps failing goes to the dead-letter queue by the queue\'s redrive policy (maxReceiveCount), which is what an on-failure destination would do.',
    });
    this.queue.grantSendMessages(delivery.fn);
    this.deadLetterQueue.grantSendMessages(delivery.fn);
    bindToAlias(
      new SqsEventSource(this.queue, { batchSize: DELIVERY_BATCH_SIZE, reportBatchItemFailures: true, maxConcurrency: DELIVERY_MAX_CONCURRENCY }),
      delivery,
      aliasOf(delivery, WORKER_ERROR_LINE_METRICS.Delivery),
    );

    // One ticket when a worker is unhealthy (its Lambda errors, or a record it failed to handle),
    // which also covers what a LambdaErrors alarm of the two would say.
    deploys.notifyOnce(alarmTopic, 'The webhook workers', 'has Lambda errors or logged an ERROR line (a record it failed to handle)');
    this.addAlarms(settings, alarmTopic, pagingTopic);
  }

  /** The delivery worker's EMF metric `metricName` (shared/observability/metric-names.ts). */
  private webhookMetric(settings: Settings, metricName: string): Metric {
    return areaMetric(settings, WEBHOOK_METRICS_AREA, metricName);
  }

  /** The pipeline's row of the environment's dashboard (monitoring.ts). */
  dashboardWidgets(settings: Settings): IWidget[] {
    return [
      new GraphWidget({
        title: 'Webhook deliveries',
        left: [WEBHOOK_METRICS.deliverySucceeded, WEBHOOK_METRICS.deliveryFailed, WEBHOOK_METRICS.deadLettered, WEBHOOK_METRICS.deliveryDeferred].map((name) =>
          this.webhookMetric(settings, name),
        ),
        width: 8,
      }),
      new GraphWidget({
        title: 'Webhook queues (messages visible)',
        left: [this.queue, this.deadLetterQueue, this.dispatchFailures].map((queue) => queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum' })),
        width: 8,
      }),
      new GraphWidget({
        title: 'Webhook functions: errors; dispatcher lag (ms, right)',
        left: [this.dispatcher.fn.metricInvocations(), this.dispatcher.fn.metricErrors(), this.delivery.fn.metricErrors()],
        right: [this.dispatcher.fn.metric('IteratorAge', { statistic: 'Maximum' })],
        width: 8,
      }),
    ];
  }

  private addAlarms(settings: Settings, topic: ITopic, pagingTopic: ITopic): void {
    const fiveMinutes = Duration.minutes(5);
    // Their errors are in the workers' composite (the constructor); their throttles here.
    addFunctionAlarms(this, [this.dispatcher, this.delivery, this.groupRules], topic, { errors: false });
    // New dead letters, not the queue's depth: one dead receiver's messages stay for 14 days and
    // would keep the alarm in ALARM (and silent for the next one) all that time. The delivery
    // function's own sends count in NumberOfMessagesSent; SQS's redrive (a message that kept
    // failing to run) does not, so a rise of the depth counts too.
    alarm(this, 'WebhookDeadLetters', topic, {
      metric: new MathExpression({
        expression: 'MAX([sent, IF(DIFF(visible) > 0, DIFF(visible), 0)])',
        usingMetrics: {
          sent: this.deadLetterQueue.metricNumberOfMessagesSent({ statistic: 'Sum', period: fiveMinutes }),
          visible: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: fiveMinutes }),
        },
        label: 'New dead letters',
        period: fiveMinutes,
      }),
      threshold: 1,
      description: 'New webhook deliveries reached the dead-letter queue in the last 5 minutes (all attempts failed, or a message kept failing to run); recovers by itself when no new ones come. See docs/deploy.md, "Webhooks".',
    });
    alarm(this, 'WebhookDeliveryQueueAge', pagingTopic, {
      metric: this.queue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: fiveMinutes }),
      threshold: DELIVERY_QUEUE_AGE_ALARM.toSeconds(),
      periods: 2,
      description: `The oldest webhook delivery has waited more than ${DELIVERY_QUEUE_AGE_ALARM.toMinutes()} minutes for 10 minutes: deliveries are stuck (the delivery function failing or throttled). See docs/deploy.md, "Webhooks".`,
    });
    alarm(this, 'WebhookDispatchFailures', topic, {
      metric: this.dispatchFailures.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: fiveMinutes }),
      threshold: 1,
      description: 'The dispatcher gave up on table stream records: their events were not sent. See docs/deploy.md, "Webhooks".',
    });
    alarm(this, 'WebhookDispatcherIteratorAge', pagingTopic, {
      metric: this.dispatcher.fn.metric('IteratorAge', { statistic: 'Maximum', period: fiveMinutes }),
      threshold: Duration.minutes(5).toMilliseconds(),
      periods: 2,
      description: 'The dispatcher is more than 5 minutes behind the table stream for 10 minutes (events late; lost after 24 h). See docs/deploy.md, "Webhooks".',
    });
    const webhookMetric = (metricName: string) => this.webhookMetric(settings, metricName);
    // One receiver that is down is its owner's business (retries, the log, then disable); most of
    // all attempts failing, with enough of them to mean something, is ours (egress, signing, a bug).
    alarm(this, 'WebhookDeliveryFailureRate', pagingTopic, {
      metric: new MathExpression({
        expression: 'IF(failed + succeeded >= 20, failed / (failed + succeeded), 0)',
        usingMetrics: { failed: webhookMetric(WEBHOOK_METRICS.deliveryFailed), succeeded: webhookMetric(WEBHOOK_METRICS.deliverySucceeded) },
        label: 'Webhook delivery failure rate',
        period: fiveMinutes,
      }),
      threshold: 0.5,
      periods: 3,
      description: 'Half or more of all webhook delivery attempts failed for 15 minutes (20 attempts or more per 5 minutes). See docs/deploy.md, "Webhooks".',
    });
  }
}
