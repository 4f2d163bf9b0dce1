import * as z from 'zod/mini';
import { named } from '../schemas/named';
import { Id, Instant, Name, trimmedString } from '../schemas/common';
import { UserRole } from '../directory/enums';

export const LoginBody = z.strictObject({ email: trimmedString(3, 320).check(z.describe('The user\'s email address (case-insensitive).')), password: z.string().check(z.minLength(1), z.maxLength(1024)).check(z.describe('The user\'s password.')) });
export const LoginSession = named('LoginSession', z.object({
  token: z.string().check(z.describe('The session token: send it as `Authorization: Bearer <token>` for 12 hours.')),
  token_type: z.literal('Bearer').check(z.describe('Always `Bearer`.')),
  expires_at: Instant.check(z.describe('When the session token stops working.')),
  user_id: Id.check(z.describe('The user who logged in.')),
  role: UserRole.check(z.describe('The user\'s role: what the session may do.')),
  password_change_required: z.boolean().check(z.describe('True when the session may only change the password (`POST /org/{slug}/users/me/change-password/`) until it is changed.')),
}));
export const ApiKeyScope = z
  .enum(['all', 'scim'])
  .check(z.describe('`all`: every administrator operation. `scim`: only the SCIM 2.0 provisioning routes (`/org/{slug}/scim/v2/…`) of the organization — the token to paste into an identity provider (Okta, Entra ID).'));
export const ApiKey = named('ApiKey', z.object({
  id: Id.check(z.describe('The api-key\'s id (for revoking it).')),
  name: z.string().check(z.describe('What the key is for, as its creator named it.')),
  prefix: z.string().check(z.describe('The first characters of the secret, to recognise the key; the secret itself is never shown again.')),
  created_at: Instant.check(z.describe('When the key was created.')),
  created_by: z
    .nullable(Id)
    .check(
      z.describe(
        'The user on whose authority the key was made (a session user, or the creator of the api-key used); null for the bootstrap key and keys made with it. The key is revoked when that user is demoted or deactivated.',
      ),
    ),
  last_used_at: z.optional(Instant).check(z.describe('When the key was last used, to the hour; absent if never.')),
  revoked_at: z.optional(Instant).check(z.describe('When the key was revoked; absent while it works.')),
  scope: ApiKeyScope,
}));
export const CreatedApiKey = named('CreatedApiKey', z.extend(ApiKey, { key: z.string().check(z.describe('The secret: shown only in this response. An Idempotency-Key replay of the create answers the api-key with this field masked (the secret is never stored for replays).')) }));
export const CreateApiKeyBody = z.strictObject({
  name: Name.check(z.describe('What the key is for (e.g. the integration that uses it), 1 to 200 characters.')),
  scope: z.optional(ApiKeyScope).check(z.describe('Default `all`. `scim`: a SCIM provisioning token, refused (403 `forbidden`) outside `/org/{slug}/scim/v2/`.')),
});
