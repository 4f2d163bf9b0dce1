// Spectral ruleset of the API Reference (#17 §4): `spectral:oas` (every rule) and the OWASP API
// Security Top 10 2023 ruleset, run on the built document by test/docs/api-lint.test.ts (0 errors).
// Every rule turned off, narrowed or downgraded here says why.
import { oas } from '@stoplight/spectral-rulesets';
import owasp from '@stoplight/spectral-owasp-ruleset';

/** Request inputs only: path/query parameters, shared parameters and request bodies. */
const requestSchemas = (filter) => [
  `$.paths[*][*].parameters[?(@.schema && ${filter.replaceAll('@.', '@.schema.')})].schema`,
  `$.paths[*][*].parameters[*].schema..[?(@ && ${filter})]`,
  `$.components.parameters[?(@.schema && ${filter.replaceAll('@.', '@.schema.')})].schema`,
  `$.paths[*][*].requestBody.content[*].schema..[?(@ && ${filter})]`,
];
// A `format: date-time` string is left out: RFC 3339 puts no bound on the fraction of a second
// and the service refuses none by length (the body as a whole is bounded: 413
// `payload_too_large`). A `format: date` string documents its 10 characters.
const REQUEST_STRINGS = requestSchemas('@.type=="string" && @.format!=="date-time"');
const REQUEST_ARRAYS = requestSchemas('@.type=="array"');
const onRequests = (rule, given) => ({ ...owasp.rules[rule], given });

export default {
  extends: [[oas, 'all'], owasp],
  rules: {
    // The contract's paths end with a slash (`/org/{slug}/users/`, contract 4 and api.md); the
    // gateway answers both spellings, the document keeps the documented one.
    'path-keys-no-trailing-slash': 'off',
    // Tags follow the order a reader meets the areas (shared/openapi/tags.ts), not the alphabet.
    'openapi-tags-alphabetical': 'off',
    // Narrowed to what a client sends. Response strings and arrays are what the service stored,
    // bounded when they were written (the request schemas carry the bounds); repeating those
    // bounds on response schemas would make the handler's response validation refuse records
    // written before a bound was tightened, which must keep being served.
    'owasp:api4:2023-string-limit': onRequests('owasp:api4:2023-string-limit', REQUEST_STRINGS),
    'owasp:api4:2023-string-restricted': onRequests('owasp:api4:2023-string-restricted', REQUEST_STRINGS),
    'owasp:api4:2023-array-limit': onRequests('owasp:api4:2023-array-limit', REQUEST_ARRAYS),
    // Rate limits are enforced in front of the functions (WAF rate rules, stage throttling,
    // docs/security.md) and answered with 429 + `Retry-After`; successful responses carry no
    // rate-limit headers, and the document must not promise headers the service does not send.
    'owasp:api4:2023-rate-limit': 'off',
    // The API is called by servers with bearer tokens, not from browsers: API operations send no
    // CORS headers on purpose (a browser page of another origin cannot use a user's token). Only
    // the public documentation routes allow any origin, and document it on their responses.
    'owasp:api8:2023-define-cors-origin': 'off',
    // The one public write is `POST /org/{slug}/auth/login/`, which is how a credential is
    // obtained; test/docs/openapi.test.ts checks that every non-public operation requires one.
    'owasp:api2:2023-write-restricted': 'off',
  },
  overrides: [
    {
      // OpenAPI 3.1 allows relative URL references in every URL field (§4.3 "Relative References
      // in API Description URIs"); Spectral's schema checks `format: uri`. The changelog entry of
      // a deprecated operation is served by the same host as the document, so its link is
      // relative (test/docs/changelog.test.ts). A newly deprecated operation shows up here as an
      // error: add its pointer.
      files: ['openapi.json#/paths/~1org~1%7Bslug%7D~1users~1/get/externalDocs'],
      rules: { 'oas3-schema': 'off' },
    },
  ],
};
