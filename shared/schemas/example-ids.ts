/**
 * The ids of the example organization (`acme`): the API Reference's examples name them
 * (shared/openapi/examples.ts, the route tables' `example` entries), and `npm start` seeds the
 * `acme` organization with exactly these objects (infra/local/seed-examples.ts), so every request
 * example of the document, sent as it is to the local gateway, succeeds (#31 §4;
 * test/docs/examples-live.test.ts). One definition: a new example id is added here, and the seed
 * makes its object.
 *
 * Ids are opaque (shared/db/ids.ts): these are shaped like the ones the service issues (ULIDs),
 * except the enrollments', which are what `enrollmentId` (shared/learning/enrollments-store.ts)
 * gives their (user, content) pair in `acme` (test/docs/examples-live.test.ts checks both).
 */
export const EXAMPLE_SLUG = 'acme';

export const EX = {
  adminId: '01JD8X5R2T9K4M7N3P6Q8S1V2A',
  userId: '01JD8X6B3C4D5E6F7G8H9J0K1M',
  otherUserId: '01JD8X6B3C4D5E6F7G8H9J0K1N',
  /** The user deleteScimUser's example deprovisions (one of its own: the others stay). */
  departingUserId: '01JD8X6B3C4D5E6F7G8H9J0K1P',
  areaId: '01JD8X7A1B2C3D4E5F6G7H8J9K',
  parentAreaId: '01JD8X7A1B2C3D4E5F6G7H8J9A',
  /** The SCIM group (an area) replaceScimGroup's and patchScimGroup's examples edit. */
  groupId: '01JD8X7G5H6J7K8M9N0P1Q2R3S',
  /** The SCIM group (an empty area) deleteScimGroup's example deletes. */
  retiredGroupId: '01JD8X7G5H6J7K8M9N0P1Q2R3T',
  /** The group (#41) the groups examples read, rename and change the members of (Ana joins, Diego leaves). */
  engineeringGroupId: '01JD8X7G5H6J7K8M9N0P1Q2R4A',
  /** The group deleteGroup's example deletes. */
  retiredGroupRestId: '01JD8X7G5H6J7K8M9N0P1Q2R4B',
  headquarterId: '01JD8X7H2J3K4M5N6P7Q8R9S0T',
  positionId: '01JD8X7P3Q4R5S6T7V8W9X0Y1Z',
  positionCategoryId: '01JD8X7C4D5E6F7G8H9J0K1M2N',
  customFieldId: '01JD8X8F5G6H7J8K9M0N1P2Q3R',
  shirtSizeFieldId: '01JD8X8F5G6H7J8K9M0N1P2Q3S',
  apiKeyId: '01JD8X9K6M7N8P9Q0R1S2T3V4W',
  courseId: '01JD8XA07N8P9Q0R1S2T3V4W5X',
  secondCourseId: '01JD8XA07N8P9Q0R1S2T3V4W5Y',
  trackId: '01JD8XB18P9Q0R1S2T3V4W5X6Y',
  /** enrollmentId('acme', userId, 'course', courseId). */
  enrollmentId: 'VY7BN63FF09R804P0AFA2GX28R',
  /** enrollmentId('acme', userId, 'track', trackId). */
  trackEnrollmentId: 'K2E9TD60T7WVD1W3T4S36VBPFD',
  /** Pending requests of `userId`, one per example that reads or decides one. */
  timeOffRequestId: '01JD8XD3A0R1S2T3V4W5X6Y7Z8',
  approvableRequestId: '01JD8XD3A0R1S2T3V4W5X6Y7Z9',
  rejectableRequestId: '01JD8XD3A0R1S2T3V4W5X6Y7ZA',
  cancellableRequestId: '01JD8XD3A0R1S2T3V4W5X6Y7ZB',
  deletableRequestId: '01JD8XD3A0R1S2T3V4W5X6Y7ZC',
  markId: '01JD8XE4B1S2T3V4W5X6Y7Z8A9',
  webhookId: '01JD8XF5C2T3V4W5X6Y7Z8A9B0',
  /** The subscription deleteWebhook's example deletes. */
  retiredWebhookId: '01JD8XF5C2T3V4W5X6Y7Z8A9B2',
  deliveryId: '01JD8XG6D3V4W5X6Y7Z8A9B0C1',
  eventId: 'msg_01JD8XG6D3V4W5X6Y7Z8A9B0C0',
  /** #42: the course of the Engineering group's enrollment rule (getEnrollmentRule's example). */
  ruleCourseId: '01JD8XA07N8P9Q0R1S2T3V4W6A',
  /** The course of the rule deleteEnrollmentRule's example deletes. */
  retiredRuleCourseId: '01JD8XA07N8P9Q0R1S2T3V4W6B',
  /** The Engineering group's enrollment rule (its course: ruleCourseId). */
  enrollmentRuleId: '01JD8XH7E4W5X6Y7Z8A9B0C1D2',
  /** The rule deleteEnrollmentRule's example deletes. */
  retiredEnrollmentRuleId: '01JD8XH7E4W5X6Y7Z8A9B0C1D3',
  /** A finished job (a rule applied to a group of more than 1,000 members): getJob's example. */
  jobId: '01JD8XJ8F5X6Y7Z8A9B0C1D2E3',
} as const;

/** What the seeded example users log in with (public by design: local demo data only). */
export const EXAMPLE_PASSWORD = 'correct horse battery';
