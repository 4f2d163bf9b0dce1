import type { DataMigrationId } from '../tenancy/data-level';
import { checkCounters, countEnrollments, uncountedEnrollments, type CountersProgress } from './counters';
import { checkUsageKey, giveUsageKey, organizationWithoutUsageKey } from './usage-key';
import { checkUserCount, countUsers, uncountedUsers } from './user-count';
import { checkUserCounts, countUserStatuses, inexactUsers } from './user-status-count';
import { areasWithoutGroup, checkGroups, copyAreasToGroups } from './groups';

/**
 * The migrations, in order (#29). Each moves the items of one entity of ONE organization from a
 * layout version to the next (shared/db/layout.ts), is idempotent (a second run changes nothing:
 * every write is conditional on the old version) and has a check. The runner (runner.ts) runs
 * them per organization and records how far each organization is on its META item
 * (`data_level`, shared/tenancy/data-level.ts, whose list these ids must match).
 *
 * HISTORY: every key shape and item layout change since release 9576b1a (2026-11-21), and what
 * it needs. Read from `git log 9576b1a..` and the diffs of shared/db/keys.ts, prefixes.ts and
 * every *-store.ts; checked against test/fixtures/layout-9576b1a.json (items that release wrote
 * through its own API) by test/migrations/upgrade.test.ts.
 *
 * Key shapes (partition keys, `ORG#<slug>#…`): no existing shape changed. prefixes.ts (ce75d2e)
 * moved every builder onto one registry with the same strings; ids in keys (keyId, 18063bd) are
 * the ids as before. New shapes only, for new items: LOGIN_ATTEMPTS#<kind>#<id> (dd19c4e),
 * USER#<id>#APIKEY on gsi2 of api-keys (0a78999), LEARNING_COUNTER#<kind>#<id> (aa9f65c, then
 * month items 75309d9), WEBHOOK, WEBHOOK_DELIVERY#<id>, WEBHOOK_SEND (3897795…). Nothing to move.
 *
 * Item layouts:
 * 1. Enrollments without report counters (aa9f65c, 75309d9: the courses, tracks and users
 *    reports read stored counters kept in the same transaction as each enrollment write; the
 *    enrollments of 9576b1a were never counted, so those reports showed 0/0/0 and the first
 *    completion of an old in-progress enrollment wrote `in_progress: -1`). → migration
 *    `counters` below: each enrollment counted once, into the TOTAL / Y#yyyy / M#yyyymm items of
 *    today's layout, by whichever comes first of the runner and a write of the API.
 * 2. Sessions gained `credential_version` (0a78999, Security #16): a session without it is
 *    refused (credentials.ts, userStillGrants) — on purpose, fail-closed: a 9576b1a session
 *    predates the versions that end sessions on a user change, so whether it should still be
 *    valid is not known. → no migration: such sessions end (they lasted 12 h anyway); the user
 *    logs in again. Backfilling `credential_version: 0` would revive sessions the security
 *    change meant to end.
 * 3. Api-keys gained `created_by` (0a78999) and the gsi2 owner index. An old key has neither:
 *    read as `created_by: null`, the bootstrap key's line (an administrator key with no user to
 *    revoke it through), which is what every 9576b1a key was. → no migration.
 * 4. Users: `credential_version` (absent = 0, users-store.ts credentialVersionOf). → none.
 * 5. Login attempts (dd19c4e), webhooks, deliveries, sends (#20), counter items (#19): new
 *    entities, no 9576b1a items. → none.
 * 6. Organization META gained `webhook_count` (fed8aea, ADD with `if_not_exists` semantics: an
 *    absent count is 0, and an organization of 9576b1a has no subscriptions) and, here,
 *    `data_level` and the migration markers. → none beyond the runner's own markers.
 * 7. Idempotency records, time off, marks, custom fields, catalogues: refactors only (feature
 *    folders fed4dc3, access patterns f7ab966/979f931, update builder 5cefeb2): same attributes,
 *    same keys; the fixture's items read back the same through today's API. → none.
 * Every entity is at layout version 1 from release 501b1ee (`_lv`); an item without `_lv` is 0
 * and reads as 1 for all but the above (layout.ts, LAYOUTS).
 *
 * Since 501b1ee (the first release with `_lv` and this registry):
 * 8. The commits between 9576b1a and 6932870 were landed too, so a table may hold enrollments
 *    without `_lv` that ARE counted, in counter items without `_lv` (6932870), next to uncounted
 *    ones of 9576b1a in the same organization; 501b1ee took every unversioned enrollment for
 *    uncounted (it would have counted those twice) and refused the unversioned counter items.
 *    The items cannot tell which unversioned enrollment was counted, so the counters start over:
 *    today's counter items live in new partitions (REPORT_COUNTER, layout 2; key shape
 *    `learningCounter`), every enrollment below layout 2 is uncounted in them, and the
 *    migration `counters-v2` counts each once (the same mechanism as `counters`, which it
 *    retires). The LEARNING_COUNTER partitions of layouts 0 and 1 are never read again (a later
 *    release may delete them once every organization is at level 2). Fixtures:
 *    layout-6932870.json and layout-501b1ee.json.
 * 9. Webhook delivery rate buckets (#33 §6, shared/webhooks/rate-caps.ts): a new entity
 *    `webhook_rate` under a new key shape (WEBHOOK_RATE, `organization` / `destination:<host>`),
 *    written only by the delivery worker's conditional updates. No earlier release wrote one, and
 *    an absent bucket is an idle bucket (its first delivery creates it). → none.
 *
 * Since counters-v2:
 * 10. Users gained the COUNTED marker and the organization a user count (USER_COUNT partition, 16 shards) (SCIM's
 *    unfiltered list answers `totalResults` from it instead of a COUNT Query over every user):
 *    users of every earlier release are unmarked and uncounted. → migration `user-count` below:
 *    each user marked and counted once, by the runner (creates of this code mark and count in
 *    their own transaction). Until it is done for an organization, the list counts with a COUNT
 *    Query as before (exact, never a wrong total). The marker is an attribute, not a new user
 *    `_lv`: the previous release reads users (its authorizer reads one on every request) and
 *    would refuse a layout it does not know (docs/decisions/scim-count.md). Every fixture holds
 *    users: test/migrations/user-count.test.ts upgrades them.
 * 11. The report counters declared with defineEntity (#29 §1, docs/decisions/entities-b.md): the
 *    same keys, the same attributes and the same ADD updates at the same layout 2 (checked in
 *    test/db/entity-items.test.ts against what the hand-written store built,
 *    test/fixtures/counters-6bdd820.json). A refactor → none.
 *
 * Since user-count:
 * 12. Users gained COUNTED_STATUS (`counted_status`, the status the user is counted with) and the
 *    USER_COUNT shards `active` / `inactive` tallies (SCIM `filter=active eq …` answers
 *    `totalResults` from them instead of a COUNT Query over the status index); every write that
 *    sets `status` is now conditional on the status read and moves the tallies in its
 *    transaction. Users of every earlier release have no COUNTED_STATUS, the previous release's
 *    status changes leave it behind, and its creates after `user-count` passed an organization
 *    are unmarked and uncounted (user-count's bound). → migration `user-status-count` below, a
 *    CONTRACT step: the runner starts it only once no older code can be serving
 *    (`olderCodeGoneAt` + SETTLE_MS, runner.ts; the deployed run passes its own start, which
 *    follows every alias shift), and it makes every user counted and its COUNTED_STATUS its
 *    status, conditionally. Until it is done for an organization, the SCIM list answers both
 *    totals (unfiltered and `active eq`) with the COUNT Query of before. An attribute again, no
 *    user `_lv` (same reason as 10). Upgrade test: test/migrations/user-count.test.ts, from every
 *    fixture brought to the layout of user-count (level 3) with old-release writes after it.
 * 13. The organization META item gained `usage_key` and `usage_key_id` (#33 §3: its API Gateway
 *    API key, in the stage's usage plan, which the authorizer returns as `usageIdentifierKey`;
 *    shared/tenancy/usage-keys.ts). Organizations of every earlier release have none. → migration
 *    `usage-key` below: a key made (or found by name) and recorded, per organization. The
 *    attributes are additive, not a new `_lv`: the previous release's authorizer and handlers read
 *    META (its schema strips them) and would refuse a layout they do not know; absent means "no
 *    key yet", which the authorizer answers with the stack's shared key. Fixtures: every one
 *    (test/migrations/upgrade.test.ts; against API Gateway: test/migrations/usage-key.test.ts).
 * 14. The user count shards declared with defineEntity (#29 §1, docs/decisions/entities-b.md,
 *    `USER_COUNT` in shared/directory/user-count-store.ts): the same keys (`SHARD#00`…`SHARD#15`),
 *    the same attributes (`users`, `active`, `inactive`) and the same ADD updates at the same
 *    layout 1, the same Query to read them (checked in test/db/entity-items.test.ts against what
 *    the hand-written store built, test/fixtures/user-count-4e6fc20.json). A refactor → none.
 * 15. The SCIM list positions declared with defineEntity (`SCIM_USER_POSITIONS`,
 *    shared/scim/positions-store.ts): same key, and the items gained `expires_at` (ISO), from
 *    which the kernel computes the TTL attribute (`ceil` of it, was `floor(now)` + 7 days: the
 *    same week, within a second). Additive: the previous release reads only `sk` and `id`, this
 *    one reads `expires_at` as optional; a position lives a week by its TTL. → none.
 *
 * Since usage-key (#40, docs/decisions/learning.md "Two releases on one table"):
 * 16. Enrollments gained `counted_status` (the status this code last counted them with) and, when
 *    another release moved their status, `stale_p` / `stale_c` (that move's net counts, undecided);
 *    the organization META gained `reconciled_generation`, `verified_at` and `verify_problems`; a
 *    table-wide deploy record (`TABLE#DEPLOYMENT / STATE`, shared/tenancy/deployment-store.ts).
 *    Additive attributes, no new `_lv` (the previous release reads enrollments and META and refuses
 *    layouts it does not know; its UpdateItems keep attributes it does not know). Enrollments of
 *    every earlier release have no `counted_status`: taken as counted in their status (the bound in
 *    the decision). → no migration: the reconcile after every deploy (runner.ts, not a level of
 *    this registry: it runs again at each deploy) records `counted_status` where it is missing
 *    and counts what an older release wrote. Upgrade and overlap tests:
 *    test/migrations/two-releases.test.ts, rehearsal.test.ts (release 6932870 itself).
 * 17. The registry of organizations (`ORGANIZATIONS / <slug>`, shared/migrations/organization-list.ts):
 *    new items; existing organizations are registered by the listing itself (one Scan of META
 *    items while the registry's `#COMPLETE` marker is absent). → none per organization.
 * 18. (#41) Users gained COUNTED_HIDDEN (`counted_hidden`) and the USER_COUNT shards `hidden` and
 *    `hidden_moves` (SCIM's totals count only the users its lists return: `users - hidden`,
 *    `inactive - hidden`; docs/decisions/scim.md 2026-11-27). The stored `users`, `active` and
 *    `inactive` keep their meaning. Every write that sets `status` or `scim_deleted` moves the
 *    hidden tally in its transaction, conditional on the three values read. Users earlier releases
 *    deleted through SCIM have no COUNTED_HIDDEN, and the previous release's deletes and
 *    reactivations during a deploy leave it wrong. → migration `user-hidden-count` below, a
 *    CONTRACT step running the user-status-count fix (which now also makes COUNTED_HIDDEN exact,
 *    and which the reconcile after every deploy runs too); until it is done for an organization
 *    SCIM answers its totals with a filtered COUNT Query. The SCIM list's positions move to a new
 *    partition (`SCIM_USER_VISIBLE#<hidden_moves>`): positions among the listed users, valid while
 *    no user in front of them was hidden or shown again; the previous release keeps reading and
 *    writing the old partition, whose meaning (positions among every user item) is unchanged.
 *    Attributes again, no user `_lv` (as in 10). Upgrade and overlap test:
 *    test/migrations/user-hidden-count.test.ts.
 * 19. (#41) Groups of their own (shared/groups/groups-store.ts: GROUP, GROUP_NAME, GROUP_EXTERNAL_ID,
 *    GROUP_MEMBER#<group id> partitions, a user's groups on gsi1): new entities and key shapes. SCIM
 *    Groups were the organization's areas (a group's members: the users whose area it is); they
 *    are now groups, and areas stay areas (enterprise `department` moves only the area). The
 *    organization META gained `area_group_writes` (ADDed by each legacy SCIM group write of this
 *    release, conditional on the level not reached) and `groups_level_at`. → migration `groups`
 *    below, a CONTRACT step (the release before writes areas as groups without the count): for
 *    each area a group of the same id and name, members = its users (strongly consistent read of
 *    the users partition, users deleted through SCIM included), areas untouched; the level is
 *    raised only while `area_group_writes` is the count read before the copy (else copied again).
 *    Until then this release serves SCIM Groups as areas (shared/scim/area-groups.ts). Upgrade and
 *    overlap tests: test/migrations/groups.test.ts (docs/decisions/scim.md, "Groups of their own;
 *    areas stay areas (2026-11-28, #41)").
 * 20. (#42) Enrollments gained `source_type`, `source_rule_id`, `source_group_id` (written only by
 *    an enrollment rule of a group; absent = an assignment, which every earlier enrollment is), and
 *    new entities: enrollment rules (ENROLLMENT_RULE#<group>), their content locks
 *    (ENROLLMENT_RULE_CONTENT#<group>) and jobs (JOB). Additive attributes, no enrollment `_lv`:
 *    the previous release reads enrollments (its schema strips what it does not know) and its
 *    UpdateItems keep them; the counters are unchanged (a rule's enrollment is counted in its own
 *    transaction, with `counted_status`, like an assignment). → none (docs/decisions/learning.md,
 *    "Enrollment rules of groups").
 */
export interface MigrationContext {
  slug: string;
  zone: string;
  /** The progress marker of an interrupted run (the META item's `migration_cursor`). */
  cursor: string | undefined;
  dryRun: boolean;
  /** Transactions in flight at once (counters.ts, TRANSACTIONS_IN_FLIGHT). */
  inFlight?: number;
  onProgress?: (p: CountersProgress) => void;
}

export interface Migration {
  id: DataMigrationId;
  /** Superseded by a later migration that does its work: the runner only records it done. */
  retired?: true;
  /**
   * A contract step: it fixes what the previous release's code writes, so it must start only
   * once that code cannot be serving any more: the runner waits until `olderCodeGoneAt` +
   * SETTLE_MS (runner.ts). Without that time (`npm start`, tests: no older code) it starts at
   * once; `npm run migrate` passes its own start, so run it by hand after the deploy's aliases
   * have shifted (docs/deploy.md, "Upgrading").
   */
  contract?: true;
  /**
   * The transform raises `data_level` itself, in a write of its own condition (the `groups`
   * migration: only while no legacy write came during its copy, ./groups.ts); the runner then
   * makes no write of its own to mark it done.
   */
  raisesLevel?: true;
  entity: string;
  from: number;
  to: number;
  description: string;
  /** Brings the organization's items from `from` to `to`, from `cursor` on. Idempotent. */
  transform(ctx: MigrationContext): Promise<CountersProgress>;
  /** Items still to transform (0: nothing left). */
  remaining(slug: string): Promise<number>;
  /** What is wrong after it ran (empty: the organization's data is right). */
  check(slug: string): Promise<string[]>;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    // Release 501b1ee: counted the enrollments of 9576b1a into the LEARNING_COUNTER partitions.
    // Retired: `counters-v2` counts every enrollment below layout 2, those included.
    id: 'counters',
    retired: true,
    entity: 'enrollment',
    from: 0,
    to: 1,
    description: 'retired: superseded by counters-v2',
    transform: async () => ({ read: 0, counted: 0 }),
    remaining: async () => 0,
    check: async () => [],
  },
  {
    id: 'counters-v2',
    entity: 'enrollment',
    from: 1,
    to: 2,
    description: 'count every enrollment of an earlier layout once in the report counters of layout 2 (courses, tracks, users reports)',
    transform: ({ slug, zone, cursor, dryRun, inFlight, onProgress }) => countEnrollments(slug, zone, cursor, { dryRun, inFlight, onProgress }),
    remaining: uncountedEnrollments,
    check: checkCounters,
  },
  {
    id: 'user-count',
    entity: 'user',
    from: 1,
    to: 1,
    description: 'count every user of an earlier release once in the organization\'s user count (SCIM totalResults)',
    transform: ({ slug, cursor, dryRun, onProgress }) => countUsers(slug, cursor, { dryRun, onProgress }),
    remaining: uncountedUsers,
    check: checkUserCount,
  },
  {
    id: 'user-status-count',
    contract: true,
    entity: 'user',
    from: 1,
    to: 1,
    description: 'count every user in the active/inactive tallies (SCIM `active eq` totalResults) and count the users the previous release wrote after user-count passed (contract step: once no older code serves)',
    transform: ({ slug, cursor, dryRun, onProgress }) => countUserStatuses(slug, cursor, { dryRun, onProgress }),
    remaining: inexactUsers,
    check: checkUserCounts,
  },
  {
    id: 'usage-key',
    entity: 'organization',
    from: 1,
    to: 1,
    description: 'give the organization its API Gateway API key in the stage\'s usage plan (per-organization fairness, #33 §3)',
    transform: ({ slug, dryRun, onProgress }) => giveUsageKey(slug, { dryRun, onProgress }),
    remaining: organizationWithoutUsageKey,
    check: checkUsageKey,
  },
  {
    id: 'user-hidden-count',
    contract: true,
    entity: 'user',
    from: 1,
    to: 1,
    description: 'count the users deleted through SCIM in the hidden tally (SCIM totalResults counts only what its lists return, #41); contract step: once no older code serves',
    transform: ({ slug, cursor, dryRun, onProgress }) => countUserStatuses(slug, cursor, { dryRun, onProgress }),
    remaining: inexactUsers,
    check: checkUserCounts,
  },
  {
    id: 'groups',
    contract: true,
    raisesLevel: true,
    entity: 'group',
    from: 1,
    to: 1,
    description: 'SCIM groups become groups of their own: for each area a group of the same id, name and members (areas stay areas); the level is raised only if no legacy group write came during the copy (#41); contract step: once no older code serves',
    transform: ({ slug, dryRun, onProgress }) => copyAreasToGroups(slug, { dryRun, onProgress }),
    remaining: areasWithoutGroup,
    check: checkGroups,
  },
];
