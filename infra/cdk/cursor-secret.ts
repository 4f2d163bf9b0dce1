import { Duration, Validations } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ApiFunction } from './api-function';
import type { BundleProfileName } from './bundling';

export interface CursorSecretProps {
  /** Days between two rotations (Secrets Manager's schedule). */
  rotationDays: number;
  logRetention: RetentionDays;
  bundleProfile: BundleProfileName;
}

/**
 * The HMAC key that signs pagination cursors (api.md §4). Functions that sign cursors get its
 * ARN and read the value at run time (shared/db/cursor-secret.ts): it is in no template and no
 * function configuration, and a new value is picked up without a redeploy.
 *
 * Rotated by Secrets Manager on a schedule through a small function
 * (functions/cursor-rotation/index.ts): the new value becomes AWSCURRENT and the old one
 * AWSPREVIOUS, which the functions keep verifying, so no cursor in flight is refused.
 */
export function createCursorSecret(scope: Construct, id: string, props: CursorSecretProps): Secret {
  const secret = new Secret(scope, id, {
    description: 'HMAC key that signs pagination cursors of the public API.',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
  });
  const rotation = new ApiFunction(scope, `${id}Rotation`, {
    entry: 'functions/cursor-rotation/index.ts',
    description: 'Rotates the cursor-signing key (Secrets Manager rotation steps).',
    logRetention: props.logRetention,
    bundleProfile: props.bundleProfile,
    timeout: Duration.seconds(30),
  });
  secret.addRotationSchedule('Rotation', { rotationLambda: rotation.fn, automaticallyAfter: Duration.days(props.rotationDays) });
  Validations.of(rotation.role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'X-Ray (PutTraceSegments/PutTelemetryRecords) and secretsmanager:GetRandomPassword, which CDK adds to every rotation function: none supports resource-level permissions. The secret itself is granted by ARN.',
  });
  return secret;
}
