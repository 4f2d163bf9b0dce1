/**
 * The names of every metric the functions write (EMF), in one place: the handler shell writes
 * them (./metrics.ts), the stack's alarms and dashboard read them (infra/cdk/monitoring.ts).
 */

/** Per request, for every route (dimensions `service`+`area` and `service`+`route`; Latency per area only). */
export const REQUEST_METRICS = {
  requests: 'Requests',
  clientErrors: 'ClientErrors',
  serverErrors: 'ServerErrors',
  latency: 'Latency',
} as const;

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

