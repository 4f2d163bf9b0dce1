import { issueToken } from '../../shared/auth/tokens';
import { putCredential } from '../../shared/auth/credentials-store';
import { newId } from '../../shared/db/ids';
import { createApiKey, login, revokeApiKey } from '../../shared/auth/credentials';
import { insertUser, newTestOrg, type TestOrg } from './orgs';

/** Every kind of credential the authorization matrix presents (issue 9.1). */
export interface CredentialKit {
  org: TestOrg;
  other: TestOrg;
  collaboratorId: string;
  adminId: string;
  tokens: {
    none: undefined;
    malformed: string;
    unknown: string;
    expiredSession: string;
    revokedApiKey: string;
    collaborator: string;
    adminSession: string;
    adminApiKey: string;
    otherOrgAdminApiKey: string;
    pendingPasswordChange: string;
  };
}

export type CredentialName = keyof CredentialKit['tokens'];

/** Builds an organization with one credential of each kind (through the real domain code). */
export async function credentialKit(): Promise<CredentialKit> {
  const [org, other] = await Promise.all([newTestOrg(), newTestOrg('Asia/Tokyo')]);
  const [collaborator, admin, pending] = await Promise.all([
    insertUser(org.slug),
    insertUser(org.slug, { role: 'admin' }),
    insertUser(org.slug, { force_change_password: true }),
  ]);
  const expired = issueToken('session', org.slug);
  await putCredential({
    id: newId(),
    kind: 'session',
    org: org.slug,
    role: 'admin',
    user_id: admin.id,
    password_change_required: false,
    token_hash: expired.hash,
    created_at: new Date(Date.now() - 13 * 3600_000).toISOString(),
    expires_at: new Date(Date.now() - 3600_000).toISOString(),
  });
  const revoked = await createApiKey(org.slug, 'to be revoked');
  await revokeApiKey(org.slug, revoked.id);
  const [collaboratorSession, adminSession, pendingSession] = await Promise.all([
    login(org.slug, collaborator.email, collaborator.password),
    login(org.slug, admin.email, admin.password),
    login(org.slug, pending.email, pending.password),
  ]);
  return {
    org,
    other,
    collaboratorId: collaborator.id,
    adminId: admin.id,
    tokens: {
      none: undefined,
      malformed: 'not-a-token',
      unknown: issueToken('api_key', org.slug).token,
      expiredSession: expired.token,
      revokedApiKey: revoked.key,
      collaborator: collaboratorSession.token,
      adminSession: adminSession.token,
      adminApiKey: org.adminKey,
      otherOrgAdminApiKey: other.adminKey,
      pendingPasswordChange: pendingSession.token,
    },
  };
}
