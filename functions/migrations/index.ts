import type { LambdaClient } from '@aws-sdk/client-lambda';
import { createHandler } from './run';

/**
 * The migration function (infra/cdk/migrations-stack.ts): runs the pending data migrations of
 * every organization after a deployment (functions/migrations/run.ts), in slices that each
 * start the next by invoking this same function version asynchronously.
 */
let lambda: LambdaClient | undefined;
/** The Lambda client, imported by the first continuation (#43: ~69 KiB the cold start need not load). */
const lambdaSdk = () => import('@aws-sdk/client-lambda');

export const handler = createHandler({
  continueWith: async (functionArn, event) => {
    const { InvokeCommand, LambdaClient } = await lambdaSdk();
    lambda ??= new LambdaClient({});
    await lambda.send(new InvokeCommand({ FunctionName: functionArn, InvocationType: 'Event', Payload: JSON.stringify(event) }));
  },
});
