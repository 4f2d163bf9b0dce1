import * as z from 'zod/mini';

/*
 * The pieces several variables share are built once: every zod call builds an object when this
 * module is imported, at the cold start of every function, and a zod schema is immutable and keeps
 * nothing of a parse, so one instance serves every variable that has the rule
 * (docs/decisions/migrations-speed.md, "Cold start after the entity kernel").
 */
const nonEmpty = z.string().check(z.minLength(1));
const digits = z.string().check(z.regex(/^\d+$/));
const positiveDigits = z.string().check(z.regex(/^[1-9]\d*$/));
const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const toNumber = z.transform(Number);
/** Digits (of one of the forms above) read as a number; `fallback` when unset. */
const numberOf = (text: z.ZodMiniString<string>, fallback: string) => z.pipe(z._default(text, fallback), toNumber);
/** `true` or `false`, read as a boolean; false when unset. */
const flag = z.pipe(
  z._default(z.enum(['true', 'false']), 'false'),
  z.transform((v) => v === 'true'),
);
/** A rate (per second) given as decimal digits: above 0, at most 1,000. */
const rate = z.number().check(z.gt(0), z.lte(1000));
const ratePerSecond = (fallback: string) => z.pipe(numberOf(decimal, fallback), rate);

/**
 * Runtime configuration, read from the environment and validated once.
 * Lazy so that modules which only need pure helpers (schemas, key builders)
 * can be imported without a configured environment.
 */
const ConfigSchema = z.object({
  TABLE_NAME: nonEmpty,
  /** Set locally and in tests (DynamoDB Local); unset in AWS. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  /** HMAC key for pagination cursors, as a value: local and tests (shared/db/cursor-secret.ts). */
  CURSOR_SECRET: z.optional(z.string().check(z.minLength(16))),
  /** The same key as a Secrets Manager secret, read at run time: deployed functions that sign cursors. */
  CURSOR_SECRET_ARN: z.optional(nonEmpty),
  /** How long a read cursor secret is used before it is read again (the rotation bound). */
  CURSOR_SECRET_MAX_AGE_SECONDS: numberOf(digits, '300'),
  DOCS_URL: z._default(nonEmpty, '/api/v5/rest/explorer/'),
  /** Validate every response body against the route's schema (local and tests only: costs CPU). */
  VALIDATE_RESPONSES: flag,
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /**
   * Base of the absolute URLs the API writes (`next`, `Link`), e.g. `https://api.example.com/v5`:
   * only where the API is reached through a custom domain or proxy. Unset, the base is the domain
   * and stage API Gateway served the request on; never a client header (shared/http/request-url.ts).
   */
  PUBLIC_BASE_URL: z.optional(z.url({ protocol: /^https?$/ })),
  /** Scheme of those URLs when PUBLIC_BASE_URL is unset: API Gateway serves https only; the local gateway http. */
  PUBLIC_URL_SCHEME: z._default(z.enum(['https', 'http']), 'https'),
  /**
   * How far in the past a collaborator's own attendance mark may be (minutes): self-service
   * marks are "now", so a wider gap is backdating (docs/decisions/security.md, "Input hygiene: self-service marks, custom field keys, names and free text").
   */
  MARK_WINDOW_MINUTES: numberOf(digits, '10'),
  /**
   * Login throttling (shared/auth/login-throttle.ts, docs/decisions/security.md, "Login throttling"):
   * failed (or still unverified) logins one (organization, email) may have in one window before
   * it is refused 429 `too_many_attempts` until the window ends...
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: numberOf(positiveDigits, '10'),
  /** ...the same for one (organization, client address) across all emails (password spraying)... */
  LOGIN_MAX_FAILURES_PER_ADDRESS: numberOf(positiveDigits, '100'),
  /** ...and that window in seconds, counted from the first failure of the account or address. */
  LOGIN_THROTTLE_WINDOW_SECONDS: numberOf(positiveDigits, '900'),
  /**
   * Webhooks (#20, docs/decisions/webhooks.md, "SSRF: checked at create and at every delivery, the address pinned"). Receivers on http://127.0.0.1 or localhost are
   * accepted: `npm start` and the tests only (infra/local/environment.ts); a deployment never sets it.
   */
  WEBHOOK_ALLOW_LOCAL_RECEIVERS: flag,
  /**
   * Local and tests only, like curl's `--resolve`: `host=address[,host=address…]` answers these
   * names without DNS (a receiver name that resolves to a private address, in the SSRF tests).
   */
  WEBHOOK_RESOLVE: z.optional(z.string()),
  /**
   * Ports a webhook URL may name (#33 §7). Unset: 443 and 8443 in a deployment, any port where
   * local receivers are allowed (npm start, tests); a deployment that must reach a receiver
   * elsewhere widens it (`443,8443,9443`).
   */
  WEBHOOK_ALLOWED_PORTS: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,5}(,\d{1,5})*$/)),
      z.transform((v) => v.split(',').map(Number)),
    ),
  ),
  /** Multiplies every delay of the retry schedule (tests compress 27 h into seconds); 1 in a deployment. */
  WEBHOOK_RETRY_SCALE: numberOf(decimal, '1'),
  /**
   * Delivery rate caps (#33 §6, shared/webhooks/rate-caps.ts): POSTs per second one organization
   * may send in all, and to one destination (the address and port it connects to, #45). Over a
   * cap a delivery waits (its attempt is not spent). Deployed from the
   * `webhookOrganizationRatePerSecond` / `webhookDestinationRatePerSecond` settings; the same
   * defaults locally.
   */
  WEBHOOK_ORGANIZATION_RATE_PER_SECOND: ratePerSecond('50'),
  WEBHOOK_DESTINATION_RATE_PER_SECOND: ratePerSecond('10'),
  /** The delivery queue (SQS) the dispatcher and the delivery function send to: deployed functions only. */
  WEBHOOK_QUEUE_URL: z.optional(nonEmpty),
  /** Where a delivery goes after its last attempt fails (SQS): deployed delivery function only. */
  WEBHOOK_DEAD_LETTER_QUEUE_URL: z.optional(nonEmpty),
  /**
   * Per-organization fairness (#33 §3, shared/tenancy/usage-keys.ts): the API Gateway usage plan
   * every organization's API key joins. Set on the deployed migration function (stack) and by
   * `--usage-plan` of `npm run org:create` / `npm run migrate`; unset with a local DynamoDB
   * (`npm start`, tests), where organizations get a local key and no AWS call is made.
   */
  USAGE_PLAN_ID: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{1,64}$/))),
  /**
   * The authorizer's usage key for answers no organization's key covers (a refused credential,
   * an organization not migrated yet): the stack's shared API key, so a method that requires a
   * key still answers 401 with the exact code instead of API Gateway's 403. Deployed authorizer only.
   */
  SHARED_USAGE_KEY: z.optional(z.string().check(z.minLength(20))),
  /**
   * scrypt's cost N for new password hashes (shared/auth/passwords.ts): 16384 (2^14) unless set;
   * set, a power of two from 2^10 to 2^14, never more (above 2^14 scrypt needs more than Node's
   * default 32 MiB). The test run lowers it (test/support/worker-environment.ts: its tests check what a
   * password does, not what hashing it costs; docs/decisions/suite-time.md, "2026-11-28 — tests
   * under load: readiness waits, cheaper passwords, no server-side keep-alive close"); a
   * deployment never sets it (test/infra/stack.test.ts). A hash keeps its own N: a stored hash
   * verifies whatever this says.
   */
  /**
   * What SCIM does with an enterprise `department` that names no area of the organization (#41,
   * docs/decisions/scim.md "A department that names no area: a setting (2026-11-28, #41)"):
   * `create` (the default) creates the area; `existing` leaves the user without an area and keeps
   * the department as sent (SCIM shows it back). Deployed from the `scimDepartmentAreas` setting.
   */
  SCIM_DEPARTMENT_AREAS: z._default(z.enum(['create', 'existing']), 'create'),
  PASSWORD_SCRYPT_N: z.pipe(z._default(z.enum(Array.from({ length: 5 }, (_, i) => String(2 ** (10 + i))) as [string, ...string[]]), '16384'), toNumber),
});

export type Config = z.infer<typeof ConfigSchema>;

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    const parsed = ConfigSchema.safeParse(process.env);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
      throw new Error(`Invalid configuration: ${fields}`);
    }
    cached = parsed.data;
  }
  return cached;
}
