import type { IStage } from 'aws-cdk-lib/aws-apigateway';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/** How WAF counts: requests per credential (or per address) over this many seconds. */
export const RATE_WINDOW_SECONDS = 300;

export interface WebAclProps {
  stage: IStage;
  env: string;
  /** Requests per RATE_WINDOW_SECONDS one `Authorization` value may make. */
  perCredentialLimit: number;
  /** Requests per RATE_WINDOW_SECONDS one client address may make without an `Authorization` header. */
  perAddressLimit: number;
  /**
   * Requests per RATE_WINDOW_SECONDS one client address may make whatever it sends: a caller
   * rotating garbage tokens has a new `Authorization` value at every request, so only its
   * address can bound it. Set well above one office's legitimate traffic (many users behind one NAT).
   */
  perAddressTotalLimit: number;
}

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

const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

/**
 * Per-tenant fairness in front of the stage (docs/security.md, "Rate limits"). The stage's own
 * throttling is one bucket for everybody, so a single credential (or anyone sending garbage
 * tokens) could exhaust it for every organization. WAF rate-based rules count requests per
 * `Authorization` header value (each api-key or session apart) and, for requests without one, per
 * client address; a caller over its limit is answered 429 with `Retry-After` until its rate falls.
 */
export function createWebAcl(scope: Construct, id: string, props: WebAclProps): CfnWebACL {
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
            customKeys: [{ header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } }],
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
            scopeDownStatement: {
              notStatement: { statement: { sizeConstraintStatement: { fieldToMatch: { singleHeader: { Name: 'authorization' } }, comparisonOperator: 'GT', size: 0, textTransformations: [{ priority: 0, type: 'NONE' }] } } },
            },
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
    ],
  });
  const stack = Stack.of(scope);
  new CfnWebACLAssociation(scope, `${id}Association`, {
    resourceArn: `arn:${stack.partition}:apigateway:${stack.region}::/restapis/${props.stage.restApi.restApiId}/stages/${props.stage.stageName}`,
    webAclArn: acl.attrArn,
  }).node.addDependency(props.stage);
  return acl;
}
