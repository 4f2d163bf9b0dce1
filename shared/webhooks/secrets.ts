import { randomBytes } from 'node:crypto';

/** Random bytes of a signing secret: Standard Webhooks asks for 24 to 64; 32 is HMAC-SHA256's block of strength. */
export const SECRET_BYTES = 32;
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks form: `whsec_` + base64 (receivers' libraries read it as is). */
export const newSigningSecret = (): string => SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
