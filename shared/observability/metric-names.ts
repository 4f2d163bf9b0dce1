/**
 * The names of every metric the functions write (EMF), in one place: the handler shell writes
 * them (shared/http/metrics.ts), the stack's alarms and dashboard read them (infra/cdk/monitoring.ts).
 */

/** Per request, for every route (dimensions `service`+`area` and `service`+`route`; Latency per area only). */
export const REQUEST_METRICS = {
  requests: 'Requests',
  clientErrors: 'ClientErrors',
  serverErrors: 'ServerErrors',
  latency: 'Latency',
} as const;

/**
 * Per request that ends in a 503 because of the database (#33 §14, §15), dimensions as the
 * request metrics: `DependencyFailures` (DynamoDB throttling, a 5xx, unreachable; also the
 * deadline), `Contention` (a transaction or guarded write that lost on every try).
 */
export const RELIABILITY_METRICS = {
  dependencyFailures: 'DependencyFailures',
  contention: 'Contention',
  /**
   * A learning report found stored counters that break an invariant (a negative count, more in
   * progress and completed than enrolled): it answered 503 instead of the number (#40 §4). The
   * api stack alarms on any (infra/cdk/monitoring.ts); `npm run migrate -- --verify` says which.
   */
  counterInvariantBroken: 'CounterInvariantBroken',
} as const;

/** The `area` dimension CounterInvariantBroken is written with: the learning reports' (their routes' tag). */
export const COUNTER_INVARIANT_AREA = 'reports';

/**
 * Business metrics, one or more per area, recorded by the shell when a route that names one in
 * its `metric` succeeds (dimension `service`+`area`). One registry: the dashboard and the
 * alarms read the same names.
 */
export const BUSINESS_METRICS = [
  'LoginsSucceeded',
  'ApiKeysCreated',
  'OrganizationItemsCreated',
  'UsersCreated',
  'CustomFieldsCreated',
  'CoursesAndTracksCreated',
  'EnrollmentsAssigned',
  'EnrollmentProgressReported',
  'LearningReportPagesServed',
  'TimeOffRequestsCreated',
  'TimeOffRequestsDecided',
  'AttendanceMarksCreated',
  'AttendanceReportPagesServed',
  'ApiDocumentsServed',
] as const;

export type BusinessMetricName = (typeof BUSINESS_METRICS)[number];

/** The `area` dimension of a route: its tag in kebab case (`time off` → `time-off`). */
export const areaDimension = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');


/**
 * Written by the webhook delivery worker (shared/webhooks/deliver.ts), one per attempt, in the
 * functions' namespace with the dimensions `service`+`area` (`area` = `webhooks`). The webhooks
 * stack (infra/cdk/webhooks-stack.ts) alarms on the failure rate and graphs all three.
 */
export const WEBHOOK_METRICS = {
  /** An attempt answered 2xx. */
  deliverySucceeded: 'WebhookDeliverySucceeded',
  /** An attempt that failed (non-2xx, timeout, refused URL…), retried or not. */
  deliveryFailed: 'WebhookDeliveryFailed',
  /** A delivery whose last attempt failed: sent to the dead-letter queue. */
  deadLettered: 'WebhookDeadLettered',
  /** An attempt held back by a delivery rate cap (#33 §6): sent again later, attempt not spent. */
  deliveryDeferred: 'WebhookDeliveryDeferred',
} as const;

/** The `area` dimension of the webhook metrics. */
export const WEBHOOK_METRICS_AREA = 'webhooks';

/**
 * Written by the handler shell when a function could not read the cursor secret again and kept
 * serving the keys it had (shared/http/middlewares/cursor-secret.ts), dimension `service` only.
 * infra/cdk/monitoring.ts alarms on it: the secret is unreachable, and a new container would fail.
 */
export const CURSOR_KEY_METRICS = {
  refreshFailed: 'CursorKeyRefreshFailed',
} as const;

/**
 * Written by the deployed migration function (functions/migrations/index.ts) once per
 * invocation, dimensions `service`+`area` (`area` = `migrations`): organizations it brought to
 * the current data level, and organizations whose migration failed. infra/cdk/migrations-stack.ts
 * alarms on a failure and graphs both.
 */
export const MIGRATION_METRICS = {
  organizationsMigrated: 'OrganizationsMigrated',
  organizationsFailed: 'OrganizationsFailed',
  /** The verification a deploy's run ends with (#40 §3): organizations whose derived data differs from a recount (alarmed with the failures). */
  organizationsUnverified: 'OrganizationsUnverified',
} as const;

/** The `area` dimension of the migration metrics. */
export const MIGRATION_METRICS_AREA = 'migrations';
