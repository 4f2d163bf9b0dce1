import type { ErrorCode } from './error-codes';

/**
 * What is decided about a credential: who is calling, or the error code that refuses the call.
 * One type for the authorizer (which reads the token) and the handler shell (which reads the
 * authorizer's context); generic so the ground floor does not depend on the caller's shape.
 */
export type Verdict<Caller> = { ok: true; principal: Caller } | { ok: false; code: ErrorCode };
