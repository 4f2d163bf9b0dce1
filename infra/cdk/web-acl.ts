import type { IStage } from 'aws-cdk-lib/aws-apigateway';
import { CfnLoggingConfiguration, CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** How WAF counts: requests per credential (or per address) over this many seconds. */
export const RATE_WINDOW_SECONDS = 300;

export interface WebAclProps {
  stage: IStage;
  env: string;
  /** Requests per RATE_WINDOW_SECONDS one credential (a well-formed bearer token, however spelled) may make. */
  perCredentialLimit: number;
  /** Requests per RATE_WINDOW_SECONDS one client address may make without a credential (public routes, malformed headers). */
  perAddressLimit: number;
  /** The paths of the public routes (route table syntax, `{param}`): counted by address whatever their headers. */
  publicPaths: readonly string[];
  /**
   * Requests per RATE_WINDOW_SECONDS one client address may make whatever it sends: a caller
   * rotating garbage tokens has a new `Authorization` value at every request, so only its
   * address can bound it. Set well above one office's legitimate traffic (many users behind one NAT).
   */
  perAddressTotalLimit: number;
  /** AWS managed rule groups: `count` (log what they would block) or `block`. */
  managedRules: 'count' | 'block';
  logRetention: RetentionDays;
}

/**
 * AWS managed rule groups in front of the rate rules' work (docs/deploy.md, "WAF and logs"): common
 * web exploits, known bad inputs (Log4Shell, …) and Amazon's IP reputation list. In `count`
 * mode (the default) they only log and meter what they would block, so false positives are seen
 * before they cost a customer a request; `wafManagedRules: block` enforces them.
 */
export const MANAGED_RULE_GROUPS = ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesCommonRuleSet'] as const;

/**
 * Rules of the managed groups that stay in count mode even where the groups block: the common
 * set's 8 KB body limit would refuse a bulk assign of ~300 users or more (the API limits bodies itself).
 */
export const ALWAYS_COUNTED_RULES: Record<string, readonly string[]> = { AWSManagedRulesCommonRuleSet: ['SizeRestrictions_BODY'] };

/** Request fields WAF never writes to its log: the credential. */
export const REDACTED_FIELDS = [{ singleHeader: { Name: 'authorization' } }];

/** The body WAF answers a blocked request with: the API's own 429 envelope (api.md §3). */
const RATE_LIMITED_BODY = JSON.stringify({ code: 'rate_limited', message: 'Too many requests for this credential; retry later.', request_id: null });

const RETRY_AFTER_SECONDS = RATE_WINDOW_SECONDS / 5;

/**
 * A caller over its rate gets the envelope, with when to try again (WAF re-evaluates about every
 * minute at most) and the IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers-09) of the
 * rule that refused it, named as the local gateway names its buckets. WAF's answers are static:
 * nothing remains (`r=0`) and the quota is back within `Retry-After` at the latest.
 */
const rateLimited = (policy: string, limit: number) => ({
  block: {
    customResponse: {
      responseCode: 429,
      customResponseBodyKey: 'RateLimited',
      responseHeaders: [
        { name: 'Retry-After', value: String(RETRY_AFTER_SECONDS) },
        { name: 'RateLimit-Policy', value: `"${policy}";q=${limit};w=${RATE_WINDOW_SECONDS}` },
        { name: 'RateLimit', value: `"${policy}";r=0;t=${RETRY_AFTER_SECONDS}` },
      ],
    },
  },
});

/**
 * What the credential rules read of `Authorization`: lower-cased, with every run of whitespace
 * (tabs included) made one space, so `Bearer K`, `bearer K`, `BEARER K`, `Bearer  K` and
 * `Bearer<TAB>K` are one key (issue #33, finding 1). Lower-casing the secret merges no two real
 * tokens (32 random bytes) and a caller gains nothing from merging its own.
 */
export const CREDENTIAL_TRANSFORMATIONS = [
  { priority: 0, type: 'LOWERCASE' },
  { priority: 1, type: 'COMPRESS_WHITE_SPACE' },
] as const;

/**
 * A well-formed bearer credential after CREDENTIAL_TRANSFORMATIONS: the shape `credentialOf`
 * (shared/auth/tokens.ts) accepts, lower-cased: `bearer lp[ks].<slug>[.<user id>].<43-char secret>`.
 * Anything else in `Authorization` is no credential and is counted by the client address.
 */
export const WELL_FORMED_CREDENTIAL = '^bearer lp[ks]\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.(?:[0-9a-z]{26}\\.)?[a-z0-9_-]{43}$';

/**
 * The public routes' paths as one regular expression (WAF: PCRE without capturing groups),
 * after an optional stage segment (`/<stage>/…` on the execute-api host).
 */
export function publicPathPattern(paths: readonly string[]): string {
  const escaped = paths.map((path) => path.replace(/\/$/, '').replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+'));
  return `^(?:/[^/]+)?(?:${escaped.join('|')})/?$`;
}

const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

/**
 * Per-tenant fairness in front of the stage (docs/security.md, "Abuse and rate limits"). The stage's own
 * throttling is one bucket for everybody, so a single credential (or anyone sending garbage
 * tokens) could exhaust it for every organization. WAF rate-based rules count requests per
 * credential (a well-formed bearer token, whatever the spelling of the header) and, for every
 * other request (public routes, no or malformed `Authorization`), per client address; and every
 * request per client address. Each credential and address may take at most a quarter of the
 * stage (settings.ts, STAGE_SHARE). A caller over its limit is answered 429 with `Retry-After`
 * until its rate falls.
 */
export function createWebAcl(scope: Construct, id: string, props: WebAclProps): CfnWebACL {
  // A credential: a well-formed bearer token on a route that needs one. The two rules' scopes
  // are each other's complement, so every request is counted by exactly one of them.
  const isCredential = {
    andStatement: {
      statements: [
        {
          regexMatchStatement: {
            fieldToMatch: { singleHeader: { Name: 'authorization' } },
            regexString: WELL_FORMED_CREDENTIAL,
            textTransformations: [...CREDENTIAL_TRANSFORMATIONS],
          },
        },
        {
          notStatement: {
            statement: {
              regexMatchStatement: { fieldToMatch: { uriPath: {} }, regexString: publicPathPattern(props.publicPaths), textTransformations: [{ priority: 0, type: 'NONE' }] },
            },
          },
        },
      ],
    },
  };
  const acl = new CfnWebACL(scope, id, {
    name: `learning-people-${props.env}`,
    scope: 'REGIONAL',
    defaultAction: { allow: {} },
    visibilityConfig: visibility(`learning-people-${props.env}`),
    customResponseBodies: { RateLimited: { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY } },
    rules: [
      {
        name: 'PerCredentialRate',
        priority: 0,
        action: rateLimited('credential', props.perCredentialLimit),
        statement: {
          rateBasedStatement: {
            limit: props.perCredentialLimit,
            evaluationWindowSec: RATE_WINDOW_SECONDS,
            aggregateKeyType: 'CUSTOM_KEYS',
            customKeys: [{ header: { name: 'authorization', textTransformations: [...CREDENTIAL_TRANSFORMATIONS] } }],
            scopeDownStatement: isCredential,
          },
        },
        visibilityConfig: visibility('PerCredentialRate'),
      },
      {
        name: 'PerAddressRateWithoutCredential',
        priority: 1,
        action: rateLimited('address', props.perAddressLimit),
        statement: {
          rateBasedStatement: {
            limit: props.perAddressLimit,
            evaluationWindowSec: RATE_WINDOW_SECONDS,
            aggregateKeyType: 'IP',
            scopeDownStatement: { notStatement: { statement: isCredential } },
          },
        },
        visibilityConfig: visibility('PerAddressRateWithoutCredential'),
      },
      {
        name: 'PerAddressRate',
        priority: 2,
        action: rateLimited('address-total', props.perAddressTotalLimit),
        statement: {
          rateBasedStatement: { limit: props.perAddressTotalLimit, evaluationWindowSec: RATE_WINDOW_SECONDS, aggregateKeyType: 'IP' },
        },
        visibilityConfig: visibility('PerAddressRate'),
      },
      ...MANAGED_RULE_GROUPS.map((name, i) => ({
        name,
        priority: 10 + i,
        overrideAction: props.managedRules === 'block' ? { none: {} } : { count: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name,
            ruleActionOverrides: ALWAYS_COUNTED_RULES[name]?.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
          },
        },
        visibilityConfig: visibility(name),
      })),
    ],
  });
  // WAF's own log (matched rules, the client, the request line and headers), without the
  // credential. CloudWatch Logs names for WAF must start with aws-waf-logs-.
  const logs = new LogGroup(scope, `${id}Logs`, {
    logGroupName: `aws-waf-logs-learning-people-${props.env}`,
    retention: props.logRetention,
    removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
  });
  new CfnLoggingConfiguration(scope, `${id}Logging`, {
    resourceArn: acl.attrArn,
    logDestinationConfigs: [Stack.of(scope).formatArn({ service: 'logs', resource: 'log-group', resourceName: logs.logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
    redactedFields: REDACTED_FIELDS,
  });
  const stack = Stack.of(scope);
  new CfnWebACLAssociation(scope, `${id}Association`, {
    resourceArn: `arn:${stack.partition}:apigateway:${stack.region}::/restapis/${props.stage.restApi.restApiId}/stages/${props.stage.stageName}`,
    webAclArn: acl.attrArn,
  }).node.addDependency(props.stage);
  return acl;
}
