import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { createHandler } from './run';

/**
 * The migration function (infra/cdk/migrations-stack.ts): runs the pending data migrations of
 * every organization after a deployment (functions/migrations/run.ts), in slices that each
 * start the next by invoking this same function version asynchronously.
 */
const lambda = new LambdaClient({});

export const handler = createHandler({
  continueWith: async (functionArn, event) => {
    await lambda.send(new InvokeCommand({ FunctionName: functionArn, InvocationType: 'Event', Payload: JSON.stringify(event) }));
  },
});
