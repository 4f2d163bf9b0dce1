import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

/**
 * The HMAC key that signs pagination cursors (api.md §4). Functions that sign cursors get its
 * ARN and read the value at run time (shared/db/cursor-secret.ts): it is in no template and no
 * function configuration, and a new value is picked up without a redeploy.
 */
export function createCursorSecret(scope: Construct, id: string): Secret {
  const secret = new Secret(scope, id, {
    description: 'HMAC key that signs pagination cursors of the public API.',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'A new cursor key only invalidates the cursors in flight (clients get 400 invalid_cursor and restart from page one); it guards no data. ' +
      'Rotation is on demand (docs/deploy.md): put a new value; functions pick it up within cursorSecretMaxAgeSeconds, without a redeploy.',
  });
  return secret;
}
