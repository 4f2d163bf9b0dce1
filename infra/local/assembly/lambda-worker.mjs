// One Lambda function, loaded the way the Node.js runtime loads it: from its own directory (no
// node_modules above it), `_HANDLER` = `<file>.<export>`, the environment the template gives it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { taskRoot, handler: handlerString } = workerData;
const dot = handlerString.lastIndexOf('.');
const [base, exportName] = [handlerString.slice(0, dot), handlerString.slice(dot + 1)];
const file = ['.js', '.mjs', '.cjs'].map((ext) => join(taskRoot, base + ext)).find((f) => existsSync(f));

let handler;
try {
  if (!file) throw new Error(`Runtime.ImportModuleError: Cannot find module '${base}' in ${taskRoot}`);
  const module = await import(pathToFileURL(file).href);
  handler = module[exportName];
  if (typeof handler !== 'function') throw new Error(`Runtime.HandlerNotFound: ${handlerString} is undefined or not exported`);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: String(error?.stack ?? error) });
}

let invocation = 0;
parentPort.on('message', async ({ id, event, functionName }) => {
  const deadline = Date.now() + 10_000;
  const context = {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: `${functionName}-${++invocation}`,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'assembly',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
  try {
    parentPort.postMessage({ id, result: await handler(event, context) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
