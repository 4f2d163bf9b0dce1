import * as z from 'zod';
import { Id, Instant, Name } from './common';

export const LoginBody = z.strictObject({ email: z.string().trim().min(3).max(320), password: z.string().min(1).max(1024) });
export const LoginResult = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: Instant,
  user_id: Id,
  role: z.enum(['admin', 'collaborator']),
  password_change_required: z.boolean(),
});
export const ApiKey = z.object({
  id: Id,
  name: z.string(),
  prefix: z.string(),
  created_at: Instant,
  last_used_at: Instant.optional(),
  revoked_at: Instant.optional(),
});
export const CreatedApiKey = ApiKey.extend({ key: z.string().describe('The secret: shown only in this response.') });
export const CreateApiKeyBody = z.strictObject({ name: Name });
