import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { rotateCursorSecretStep, type RotationEvent } from '../../shared/db/cursor-rotation';
import { log } from '../../shared/observability/log';

/**
 * The rotation function of the cursor secret (infra/cdk/cursor-secret.ts): Secrets Manager calls
 * it with each of the four rotation steps on the secret's schedule, or on `rotate-secret`.
 */
const client = new SecretsManagerClient({});

export const handler = async (event: RotationEvent): Promise<void> => {
  log.info('cursor secret rotation step', { step: event.Step, version: event.ClientRequestToken });
  await rotateCursorSecretStep(client, event);
};
