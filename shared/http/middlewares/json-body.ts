import httpJsonBodyParser from '@middy/http-json-body-parser';
import { ApiError } from '../../errors/api-error';
import { lowerCaseHeaders } from '../headers';
import type { LambdaRoute } from '../route-types';
import type { ShellMiddleware } from './shell-context';

/** api.md §7: bodies over 256 KiB are refused before they are parsed. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * The media types a body may come in: `application/json`, and on SCIM routes also SCIM's own
 * `application/scim+json` (RFC 7644 §3.1), with parameters after `;`, in any case: RFC 9110 §8.3.1
 * makes type, subtype and parameter names case-insensitive (#33 finding 12: `Application/JSON;
 * charset=UTF-8` was 415). Optional whitespace before the `;` too. No other `+json` type (#45
 * finding 4: `application/json-patch+json` was read as JSON): another type says the body means
 * something else (a JSON Patch is a list of operations, a merge patch has its own rules), which
 * no operation reads; the document lists exactly these types per operation.
 */
const JSON_MEDIA_TYPE = /^\s*application\/json\s*($|;.*)/i;
const SCIM_JSON_MEDIA_TYPE = /^\s*application\/(scim\+)?json\s*($|;.*)/i;

const bodySizeLimit: ShellMiddleware = {
  before: ({ event }) => {
    if (event.body && Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8') > MAX_BODY_BYTES) {
      throw new ApiError('payload_too_large', 'The body is larger than 256 KiB.');
    }
  },
};

/**
 * No body (or one on an operation that takes none, which is ignored) is `null`, nothing encoded,
 * which the shell reads as no body: the schema sees `undefined`, so a required body is reported as
 * missing, not as bad JSON. A body must be JSON: Middy 6's parser answers 415 both for another media type and
 * for unreadable JSON, so the media type is checked here, as its own error, and the parser runs
 * with `disableContentTypeError` (it leaves an absent body alone whatever the content type): every
 * error it throws is then unreadable JSON (see error-envelope.ts).
 */
const jsonBodyOnly = (route: LambdaRoute): ShellMiddleware => ({
  before: ({ event }) => {
    if (!route.request?.body || event.body === null || event.body === undefined || event.body === '') {
      event.body = null;
      event.isBase64Encoded = false;
      return;
    }
    event.headers = lowerCaseHeaders(event.headers);
    const type = event.headers['content-type'] ?? '';
    if (!(route.scim ? SCIM_JSON_MEDIA_TYPE : JSON_MEDIA_TYPE).test(type)) {
      throw new ApiError('unsupported_media_type', route.scim ? 'Send the body as application/scim+json or application/json.' : 'Send the body as application/json.');
    }
    // Middy's parser matches the media type case-sensitively: it gets the same type in lower
    // case without whitespace (`application/json;charset=utf-8`), which it reads as JSON.
    event.headers['content-type'] = type.toLowerCase().replace(/\s+/g, '').replace(/;$/, '');
  },
});

/** The body steps of a route: size limit, then JSON (parsed by Middy) only where the route declares a body. */
export const jsonBody = (route: LambdaRoute): ShellMiddleware[] => [
  bodySizeLimit,
  jsonBodyOnly(route),
  ...(route.request?.body ? [httpJsonBodyParser({ disableContentTypeError: true }) as ShellMiddleware] : []),
];
