/**
 * What the document says about each named schema beyond its fields (#31 §3, §4): a description
 * of the schema as a whole, and an example on every property, taken from the schema's own
 * example (shared/openapi/examples.ts, or the example request or response of the route that
 * uses it) so a property's example is always a value the service really sends or accepts.
 * test/docs/schema-docs.test.ts checks both on every named schema.
 *
 * Only the OpenAPI builder and the tests import this module (never a function).
 */
/** A JSON Schema node of the document (the builder's `JsonSchema`; not imported: the builder imports this module). */
type JsonSchema = Record<string, any>;

/** A sentence per named schema (shared/schemas/named.ts) that has no description of its own. */
export const SCHEMA_DESCRIPTIONS: Record<string, string> = {
  ApiKey: 'An api-key of the organization: a machine credential with administrator rights (or only SCIM\'s, with the `scim` scope). Its secret is never shown again after creation.',
  Area: 'An area of the organization (a department, a team): areas nest through `parent_id`.',
  AssignResult: 'What an assignment did: the users enrolled (with their new enrollment) and the users skipped, each with the reason.',
  AttendanceAbsenceRow: 'A working day without any mark of a user, and the approved time off that covers it, if any.',
  AttendanceDailyRow: 'One user\'s day: first entry, last exit and the minutes worked between paired marks, in the organization\'s time zone.',
  AttendanceMarkRow: 'An attendance mark as the marks report lists it: the mark, who recorded it and when.',
  AttendanceSummaryRow: 'One user\'s totals over the report\'s period: days present, minutes worked, incomplete days, absences and the ones covered by time off.',
  Changelog: 'The public changelog of the API: every contract change, newest first, with links to its HTML page and Atom feed.',
  ChangelogEntry: 'One change of the contract: a new endpoint, a deprecation, a behaviour or format change, the operations and parameters it concerns.',
  ChangelogOperation: 'An operation a changelog entry concerns, by operationId, method and path, with its retirement date once set.',
  Course: 'A course of the learning catalogue: a title and its duration.',
  CourseReportRow: 'One course\'s enrollment counts and completion rate.',
  CreatedApiKey: 'An api-key just created: the api-key and its secret `key`, shown only in this response.',
  CreatedWebhook: 'A webhook subscription just created: the subscription and its signing `secret`, shown only in this response.',
  CustomField: 'The definition of a custom user field: its key, display name, type (and options for a select) and whether it is required.',
  Enrollment: 'A user\'s enrollment in a course or a track: its status, progress, due date and dates.',
  GeneralReportRow: 'One enrollment as the general learning report lists it: the user, the content, status, progress and dates.',
  Headquarter: 'A headquarter (a site) of the organization, with its city, country and address.',
  LoginSession: 'A session token for the user who logged in, when it expires, and whether the password must be changed first.',
  Mark: 'An attendance mark: a user\'s entry (`in`) or exit (`out`) at an instant, from a source (a kiosk, an app).',
  PermissionGroup: 'A role group (`admin`, `collaborator`) and how many active users have that role.',
  Position: 'A position (a job) of the organization, in an area and a position category.',
  PositionCategory: 'A category of positions (e.g. supervisors), versioned for optimistic concurrency (`If-Match`).',
  ReportContent: 'The course or track a report row is about: its id and title (null once it is gone).',
  ReportUser: 'The user a report row is about: id, email and names.',
  ScimDocument: 'A SCIM discovery document (ServiceProviderConfig, ResourceTypes or Schemas, RFC 7643 §5-7).',
  ScimGroup: 'A SCIM Group (RFC 7643 §4.2): an area of the organization and the users in it.',
  ScimListResponse: 'A SCIM ListResponse (RFC 7644 §3.4.2): one page of resources, 1-based `startIndex`, `totalResults` in all.',
  ScimUser: 'A SCIM User (RFC 7643 §4.1, with the enterprise extension): a user of the organization as identity providers see it.',
  TimeOffBalance: 'The days a user has available for one type of time off.',
  TimeOffRequest: 'A request for time off: its type, inclusive period, the weekdays it counts and its status (pending, approved, rejected, cancelled).',
  Track: 'A track of the learning catalogue: an ordered list of courses, each once.',
  TrackReportRow: 'One track\'s enrollment counts and completion rate.',
  User: 'A user of the organization: identity, role, status, place in the organization structure and custom fields. Never a password or its hash.',
  UserCustomFields: 'A user\'s custom field values, by key.',
  UserReportRow: 'One user\'s enrollment counts.',
  Webhook: 'A webhook subscription: the URL the service POSTs signed events to, the event types it wants and whether it is enabled.',
  WebhookDelivery: 'One attempt to deliver an event to a subscription: when, the receiver\'s status, and how long it took.',
  WebhookEvent: 'An event as the service POSTs it to subscribers (Standard Webhooks): its type, when it happened and its data.',
  WebhookTestData: 'The data of the test event a subscription can be sent on demand.',
};

const ULID = '01JD8X6B3C4D5E6F7G8H9J0K1M';
const INSTANT = '2026-03-05T09:41:27.000Z';

/** The fields a user update may change (updateUser, and its deprecated PUT alias). */
const userChanges = (schema: string): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries({
      email: 'ana.torres@acme.example',
      first_name: 'Ana',
      role: 'collaborator',
      status: 'active',
      area_id: '01JD8X7A1B2C3D4E5F6G7H8J9K',
      headquarter_id: '01JD8X7H2J3K4M5N6P7Q8R9S0T',
      force_change_password: false,
    }).map(([key, value]) => [`${schema}.${key}`, value]),
  );

/**
 * Property examples the schema's own example leaves out (optional fields it does not set, the
 * envelopes), by `Schema.property`.
 */
export const PROPERTY_EXAMPLES: Record<string, unknown> = {
  'ApiKey.revoked_at': INSTANT,
  'CreatedApiKey.last_used_at': INSTANT,
  'CreatedApiKey.revoked_at': INSTANT,
  'AssignCourseBody.enrolled_at': '2026-03-02T09:00:00-05:00',
  'AssignTrackBody.enrolled_at': '2026-03-02T09:00:00-05:00',
  'AssignResult.courses': [],
  'ChangeOwnPasswordBody.force_change_password': false,
  'CreateApiKeyBody.scope': 'all',
  'UpdateGroupBody.external_id': 'okta-00g1platform',
  'CreateUserBody.headquarter_id': '01JD8X7H2J3K4M5N6P7Q8R9S0T',
  'CreateUserBody.position_id': '01JD8X7P3Q4R5S6T7V8W9X0Y1Z',
  'CustomField.options': ['S', 'M', 'L'],
  'Enrollment.completed_at': INSTANT,
  'Error.code': 'validation_failed',
  'Error.message': 'The request is not valid.',
  'Error.request_id': 'c6a1f3d2-7b4e-4f8a-9d0c-2e5b8a7f1c34',
  'Error.details': [{ in: 'body', path: 'email', issue: 'Invalid email address' }],
  'Page.results': [],
  'Page.next': null,
  'Page.next_cursor': null,
  'ReplaceScimGroupBody.members': [{ value: ULID }],
  'ReplaceTimeOffBalancesBody.leave': 3,
  'ScimError.schemas': ['urn:ietf:params:scim:api:messages:2.0:Error'],
  'ScimError.status': '400',
  'ScimError.scimType': 'invalidFilter',
  'ScimError.detail': 'The filter is not valid.',
  'TimeOffRequest.decided_at': INSTANT,
  'TimeOffRequest.decided_by': '01JD8X5R2T9K4M7N3P6Q8S1V2A',
  ...userChanges('UpdateUserBody'),
  ...userChanges('LegacyUpdateUserBody'),
  'LegacyUpdateUserBody.id': ULID,
  'LegacyUpdateUserBody.position_id': '01JD8X7P3Q4R5S6T7V8W9X0Y1Z',
  'UpdateWebhookBody.url': 'https://hooks.acme.example/learning-people',
  'UpdateWebhookBody.description': 'Payroll sync',
  'WebhookTestData.webhook_id': '01JD8XF5C2T3V4W5X6Y7Z8A9B0',
  'WebhookTestData.message': 'A test event: nothing changed.',
};

const SCHEMAS = '#/components/schemas/';
const refName = (node: JsonSchema | undefined): string | undefined =>
  typeof node?.$ref === 'string' && node.$ref.startsWith(SCHEMAS) ? node.$ref.slice(SCHEMAS.length) : undefined;

/**
 * Examples by schema name, completed from inside out: a named schema that is only ever nested
 * (a `ReportUser` in a report row) takes the value its parent's example has there.
 */
function withNestedExamples(schemas: Record<string, JsonSchema>, examples: Map<string, unknown>): Map<string, unknown> {
  const out = new Map(examples);
  const visit = (name: string, value: unknown, depth: number) => {
    const schema = schemas[name];
    if (!schema || depth > 5 || !value || typeof value !== 'object') return;
    for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      const inner = (value as Record<string, unknown>)[key];
      if (inner === undefined || inner === null) continue;
      const items = property.items as JsonSchema | undefined;
      const direct = refName(property) ?? refName((property.anyOf as JsonSchema[] | undefined)?.find((p) => refName(p)));
      const item = refName(items) ?? refName((items?.anyOf as JsonSchema[] | undefined)?.find((p) => refName(p)));
      const nested: [string | undefined, unknown] = direct ? [direct, inner] : [item, Array.isArray(inner) ? inner[0] : undefined];
      if (nested[0] && nested[1] !== undefined && !out.has(nested[0])) {
        out.set(nested[0], nested[1]);
        visit(nested[0], nested[1], depth + 1);
      }
    }
  };
  for (const [name, value] of examples) visit(name, value, 0);
  return out;
}

/**
 * The named schemas with their description (SCHEMA_DESCRIPTIONS, unless they have one) and an
 * `examples` on each property that has none, is not a bare `$ref` (the named schema it points at
 * has its own) and has a value in the schema's example.
 */
export function documentedSchemas(schemas: Record<string, JsonSchema>, examples: Map<string, unknown>): Record<string, JsonSchema> {
  const all = withNestedExamples(schemas, examples);
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      const example = all.get(name) as Record<string, unknown> | undefined;
      const properties = schema.properties as Record<string, JsonSchema> | undefined;
      const valueOf = (key: string): unknown => (example && typeof example === 'object' && key in example ? example[key] : PROPERTY_EXAMPLES[`${name}.${key}`]);
      const withExamples =
        properties
          ? Object.fromEntries(
              Object.entries(properties).map(([key, property]) =>
                property.$ref || property.examples !== undefined || property.example !== undefined || valueOf(key) === undefined
                  ? [key, property]
                  : [key, { ...property, examples: [valueOf(key)] }],
              ),
            )
          : properties;
      return [name, { ...(schema.description ? {} : SCHEMA_DESCRIPTIONS[name] ? { description: SCHEMA_DESCRIPTIONS[name] } : {}), ...schema, ...(withExamples ? { properties: withExamples } : {})}];
    }),
  );
}
