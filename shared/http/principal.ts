import * as z from 'zod/mini';
import type { Verdict } from '../errors/verdict';

/** Who is calling, as the authorizer resolved it. */
export interface Principal {
  org: string;
  role: 'admin' | 'collaborator';
  /** The user behind a session; null for an api-key. */
  userId: string | null;
  credentialId: string;
  kind: 'api_key' | 'session';
  passwordChangeRequired: boolean;
  /** An api-key's creator (the user whose administrator power it depends on); null otherwise. */
  apiKeyCreatedBy?: string | null;
  /** The api-key version of the user behind the credential (a session's user, a key's creator) as the authorizer read it. */
  apiKeyVersion?: number;
  /** An api-key's scope: `scim` keys call only the SCIM routes of their organization; absent = every route of its role. */
  scope?: 'scim';
}

/** A context value, `fallback` when absent. */
const text = (fallback: string) => z._default(z.string(), fallback);

/**
 * The authorizer's context as API Gateway hands it to the function: every value a string
 * (API Gateway stringifies context values). `auth_error` carries the verdict on a bad
 * credential so the shell can answer 401 with the exact code (docs/decisions/foundation.md, "Foundation").
 */
export const AuthorizerContextSchema = z.object({
  org: text(''),
  role: text(''),
  user_id: text(''),
  credential_id: text(''),
  kind: text(''),
  pcr: text('false'),
  created_by: text(''),
  akv: text('0'),
  scope: text(''),
  auth_error: z.optional(z.string()),
});

export type AuthorizerContext = z.input<typeof AuthorizerContextSchema>;

export function toAuthorizerContext(principal: Principal): Record<string, string> {
  return {
    org: principal.org,
    role: principal.role,
    user_id: principal.userId ?? '',
    credential_id: principal.credentialId,
    kind: principal.kind,
    pcr: String(principal.passwordChangeRequired),
    created_by: principal.apiKeyCreatedBy ?? '',
    akv: String(principal.apiKeyVersion ?? 0),
    scope: principal.scope ?? '',
  };
}

export function fromAuthorizerContext(raw: unknown): Verdict<Principal> {
  const parsed = AuthorizerContextSchema.safeParse(raw ?? {});
  if (!parsed.success) return { ok: false, code: 'invalid_credentials' };
  const ctx = parsed.data;
  if (ctx.auth_error === 'expired_credentials') return { ok: false, code: 'expired_credentials' };
  if (ctx.auth_error) return { ok: false, code: 'invalid_credentials' };
  if (!ctx.org || !ctx.credential_id || (ctx.role !== 'admin' && ctx.role !== 'collaborator')) {
    return { ok: false, code: 'missing_credentials' };
  }
  if (ctx.kind !== 'api_key' && ctx.kind !== 'session') return { ok: false, code: 'invalid_credentials' };
  return {
    ok: true,
    principal: {
      org: ctx.org,
      role: ctx.role,
      userId: ctx.user_id || null,
      credentialId: ctx.credential_id,
      kind: ctx.kind,
      passwordChangeRequired: ctx.pcr === 'true',
      apiKeyCreatedBy: ctx.created_by || null,
      apiKeyVersion: /^\d{1,15}$/.test(ctx.akv) ? Number(ctx.akv) : 0,
      ...(ctx.scope === 'scim' ? { scope: 'scim' as const } : {}),
    },
  };
}
