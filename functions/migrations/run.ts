import type { CloudFormationCustomResourceEvent, Context } from 'aws-lambda';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { runMigrationSlice, runVerificationSlice } from '../../shared/migrations/deployed-run';
import { closeDeploymentIfReconciled } from '../../shared/migrations/runner';
import { log } from '../../shared/observability/log';
import { MIGRATION_METRICS, MIGRATION_METRICS_AREA } from '../../shared/observability/metric-names';
import { SERVICE_NAME } from '../../shared/observability/service';

/**
 * The deployed migration run (docs/deploy.md "Upgrading"; docs/decisions/migration-deploy.md).
 * Three ways in:
 * - CloudFormation's custom resource (infra/cdk/migrations-stack.ts), once the stack update has
 *   moved every `live` alias to the new code: answered SUCCESS at once (the deploy does not wait
 *   for the data), then the run starts; Delete is answered and does nothing;
 * - its own continuation (`{ continuation }`): the previous slice ran out of time;
 * - by hand: `aws lambda invoke --function-name <fn> --payload '{}'` (or `{"org":"<slug>"}`).
 * Each invocation works until RESERVE_MS before its timeout, then invokes itself again
 * (asynchronously, the same version) with the organizations that failed, which the run does not
 * retry. Logs per organization and page; metrics per invocation.
 */
export const RESERVE_MS = 3 * 60_000;

export interface Continuation {
  /** `since`: when the run began (the first slice), from which no older code is invoked (contract steps, runner.ts). */
  continuation: {
    run: string;
    slice: number;
    skip: string[];
    org?: string;
    since?: number;
    /** A deploy's run (started by CloudFormation): it ends with the verification (#40 §3). */
    verify?: true;
    /** In the verification phase: the organizations still to verify. */
    verifying?: string[];
  };
}
export type MigrationEvent = CloudFormationCustomResourceEvent | Continuation | { org?: string };

/** The stable id of the custom resource: an update never replaces it (no Delete of the old one). */
export const PHYSICAL_RESOURCE_ID = 'data-migrations';

export interface HandlerDeps {
  /** Starts the next slice (deployed: an asynchronous Invoke of this same function version). */
  continueWith(functionArn: string, event: Continuation): Promise<void>;
  /** The settle time of contract steps (default runner.ts SETTLE_MS) and how it is waited (a test records it). */
  settleMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Powertools at module scope: published once per invocation. */
export const metrics = new Metrics({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME,
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'LearningPeople/local',
  defaultDimensions: { area: MIGRATION_METRICS_AREA },
});

const isCloudFormation = (event: MigrationEvent): event is CloudFormationCustomResourceEvent => 'RequestType' in event && 'ResponseURL' in event;

/** CloudFormation's answer: a PUT of the result to the pre-signed URL of the request. */
async function answerCloudFormation(event: CloudFormationCustomResourceEvent, reason: string): Promise<void> {
  const body = JSON.stringify({
    Status: 'SUCCESS',
    Reason: reason,
    PhysicalResourceId: PHYSICAL_RESOURCE_ID,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    Data: {},
  });
  // The URL is signed without a content type: send none.
  const response = await fetch(event.ResponseURL, { method: 'PUT', body, headers: { 'content-type': '' } });
  if (!response.ok) throw new Error(`CloudFormation did not take the answer: HTTP ${response.status}`);
}

export function createHandler(deps: HandlerDeps) {
  return async (event: MigrationEvent, context: Pick<Context, 'getRemainingTimeInMillis' | 'invokedFunctionArn' | 'awsRequestId'>) => {
    let run = context.awsRequestId;
    let slice = 1;
    let skip: string[] = [];
    let org: string | undefined;
    let verify = false;
    let verifying: string[] | undefined;
    // A run starts after the stack update moved every alias (or by hand, after a deploy): older
    // code is no longer invoked from here on; contract steps wait for its last requests.
    let since = Date.now();
    if (isCloudFormation(event)) {
      await answerCloudFormation(event, event.RequestType === 'Delete' ? 'nothing to undo' : `migrations run ${context.awsRequestId} started (docs/deploy.md, "Upgrading")`);
      log.info('deployment hook', { requestType: event.RequestType, stack: event.StackId, run });
      if (event.RequestType === 'Delete') return { migrated: 0, failed: 0, more: false };
      verify = true;
    } else if ('continuation' in event) {
      ({ run, slice, skip, org } = event.continuation);
      since = event.continuation.since ?? since;
      verify = event.continuation.verify === true;
      verifying = event.continuation.verifying;
    } else {
      org = event.org;
    }
    const deadline = Date.now() + context.getRemainingTimeInMillis() - RESERVE_MS;
    const next = (extra: Partial<Continuation['continuation']>) =>
      deps.continueWith(context.invokedFunctionArn, { continuation: { run, slice: slice + 1, skip, since, ...(org ? { org } : {}), ...(verify ? { verify: true as const } : {}), ...extra } });
    if (verifying) return verificationPhase(verifying);
    log.info('migrations slice started', { run, slice, org, skipped: skip });
    const result = await runMigrationSlice({ deadline, org, skip, olderCodeGoneAt: since, settleMs: deps.settleMs, sleep: deps.sleep });
    metrics.addMetric(MIGRATION_METRICS.organizationsMigrated, MetricUnit.Count, result.migrated.length);
    metrics.addMetric(MIGRATION_METRICS.organizationsFailed, MetricUnit.Count, result.failed.length);
    const failed = [...skip, ...result.failed.map((f) => f.slug)];
    if (result.more) {
      metrics.publishStoredMetrics();
      skip = failed;
      await next({});
      log.info('migrations slice ended; the next one is started', { run, slice, migrated: result.migrated.length, failed: result.failed.length });
    } else if (failed.length) {
      metrics.publishStoredMetrics();
      log.error('migrations run ended with failed organizations: run it again (docs/deploy.md, "Upgrading")', { run, slice, migrated: result.migrated.length, failed });
    } else {
      log.info('migrations run ended: every organization is done', { run, slice, migrated: result.migrated.length });
      // A deploy's run ends with the deploy closed and every organization verified (#40 §3).
      if (verify) await verificationPhase(undefined, true);
      else {
        // By hand, every organization: the deploy record closes once every organization is reconciled.
        if (!org) await closeDeploymentIfReconciled();
        metrics.publishStoredMetrics();
      }
    }
    return { migrated: result.migrated.length, failed: result.failed.length, more: result.more };

    /** Verifies organizations until the deadline (all of them first: `slugs` undefined), then the next slice or the end. */
    async function verificationPhase(slugs: string[] | undefined, inSameSlice = false) {
      const verified = await runVerificationSlice({ deadline, slugs, org });
      metrics.addMetric(MIGRATION_METRICS.organizationsUnverified, MetricUnit.Count, verified.problems.length);
      metrics.publishStoredMetrics();
      if (verified.remaining.length) await next({ verifying: verified.remaining });
      else log.info('migrations run verified', { run, slice, unverified: verified.problems.map((p) => p.slug) });
      return inSameSlice ? undefined : { migrated: 0, failed: 0, more: verified.remaining.length > 0 };
    }
  };
}
