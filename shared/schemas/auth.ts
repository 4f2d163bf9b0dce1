import * as z from 'zod/mini';
import { named } from './named';
import { Id, Instant, Name, trimmedString } from './common';

export const LoginBody = z.strictObject({ email: trimmedString(3, 320), password: z.string().check(z.minLength(1), z.maxLength(1024)) });
export const LoginResult = named('LoginResult', z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: Instant,
  user_id: Id,
  role: z.enum(['admin', 'collaborator']),
  password_change_required: z.boolean(),
}));
export const ApiKey = named('ApiKey', z.object({
  id: Id,
  name: z.string(),
  prefix: z.string(),
  created_at: Instant,
  created_by: z
    .nullable(Id)
    .check(
      z.describe(
        'The user on whose authority the key was made (a session user, or the creator of the api-key used); null for the bootstrap key and keys made with it. The key is revoked when that user is demoted or deactivated.',
      ),
    ),
  last_used_at: z.optional(Instant),
  revoked_at: z.optional(Instant),
}));
export const CreatedApiKey = named('CreatedApiKey', z.extend(ApiKey, { key: z.string().check(z.describe('The secret: shown only in this response.')) }));
export const CreateApiKeyBody = z.strictObject({ name: Name });
