import { randomBytes } from 'node:crypto';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  UpdateSecretVersionStageCommand,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';

/**
 * Secrets Manager rotation of the cursor-signing key (functions/cursor-rotation/index.ts): the
 * four steps Secrets Manager calls, each idempotent (it retries a step that failed).
 *
 * - createSecret: a new random value as the `AWSPENDING` version of the request's token.
 * - setSecret: nothing; the key is used by this API only, no other system must learn it.
 * - testSecret: the pending value is long enough to be used.
 * - finishSecret: `AWSCURRENT` moves to the new version; Secrets Manager labels the one it
 *   leaves `AWSPREVIOUS`, which functions keep verifying (shared/db/cursor-secret.ts), so
 *   cursors signed before the rotation stay valid until the next one.
 */
export interface RotationEvent {
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
  SecretId: string;
  ClientRequestToken: string;
}

/** 36 random bytes: 48 base64url characters (the length the stack's generated first value has). */
export const newCursorSecretValue = (): string => randomBytes(36).toString('base64url');

async function pendingValue(client: SecretsManagerClient, event: RotationEvent): Promise<string | undefined> {
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: event.SecretId, VersionId: event.ClientRequestToken, VersionStage: 'AWSPENDING' }));
    return SecretString;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

export async function rotateCursorSecretStep(client: SecretsManagerClient, event: RotationEvent): Promise<void> {
  const described = await client.send(new DescribeSecretCommand({ SecretId: event.SecretId }));
  const versions = described.VersionIdsToStages ?? {};
  // Secrets Manager registers the token as AWSPENDING before createSecret; createSecret also
  // accepts a token it has not registered (the version is created with that label).
  const stages = versions[event.ClientRequestToken] ?? [];
  if (stages.includes('AWSCURRENT')) return; // this rotation already finished
  if (!stages.includes('AWSPENDING') && !(event.Step === 'createSecret' && stages.length === 0)) {
    throw new Error(`version ${event.ClientRequestToken} is not pending rotation of the cursor secret`);
  }

  switch (event.Step) {
    case 'createSecret':
      if ((await pendingValue(client, event)) === undefined) {
        await client.send(
          new PutSecretValueCommand({ SecretId: event.SecretId, ClientRequestToken: event.ClientRequestToken, SecretString: newCursorSecretValue(), VersionStages: ['AWSPENDING'] }),
        );
      }
      return;
    case 'setSecret':
      return;
    case 'testSecret': {
      const value = await pendingValue(client, event);
      if (!value || value.length < 16) throw new Error('the pending cursor secret is missing or shorter than 16 characters');
      return;
    }
    case 'finishSecret': {
      const current = Object.entries(versions).find(([, labels]) => labels.includes('AWSCURRENT'))?.[0];
      await client.send(
        new UpdateSecretVersionStageCommand({ SecretId: event.SecretId, VersionStage: 'AWSCURRENT', MoveToVersionId: event.ClientRequestToken, RemoveFromVersionId: current }),
      );
      return;
    }
  }
}
