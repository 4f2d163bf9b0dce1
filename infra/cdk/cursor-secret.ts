import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Validations } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/** The HMAC key that signs pagination cursors (api.md §4). */
export function createCursorSecret(scope: Construct, id: string): Secret {
  const secret = new Secret(scope, id, {
    description: 'HMAC key that signs pagination cursors of the public API.',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'A new cursor key only invalidates the cursors in flight (clients get 400 invalid_cursor and restart from page one); it guards no data. ' +
      'Functions get the value at deploy time, so a rotation means a redeploy: done on demand, not on a schedule.',
  });
  return secret;
}

/**
 * The secret's value for a function's environment: a CloudFormation dynamic reference resolved
 * at deploy time, never written into the template. Chosen over reading Secrets Manager from the
 * handler because it avoids a Secrets Manager call (latency and cost) on every cold start.
 * Trade-off: anyone allowed lambda:GetFunctionConfiguration can read it; it only signs cursors.
 */
export function secretForEnvironment(secret: Secret): string {
  return secret.secretValue.unsafeUnwrap();
}
