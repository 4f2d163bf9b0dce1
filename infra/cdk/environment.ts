import { Tags, type App, type Environment } from 'aws-cdk-lib';
import { SERVICE_NAME } from './function-environment';
import type { Route } from '../../shared/http/route-types';
import { ACCOUNT_STACK_ID, AccountStack } from './account-stack';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import type { Settings } from './settings';

/** Stack names of an environment: two environments never share a name (docs/deploy.md). */
export const stackNames = (env: string) => ({ data: `LearningPeople-${env}-Data`, api: `LearningPeople-${env}-Api` });

export interface EnvironmentStacks {
  account?: AccountStack;
  data: DataStack;
  api: ApiStack;
}

/**
 * Everything `cdk deploy --all -c env=<name>` deploys: the stateful stack, the API stack (with its
 * nested route stacks), and the account-wide API Gateway settings stack they share with every
 * other environment of the account (one per account and region).
 */
export function buildEnvironment(app: App, settings: Settings, options: { routes?: readonly Route[] } = {}): EnvironmentStacks {
  const env: Environment | undefined = settings.account || settings.region ? { account: settings.account, region: settings.region } : undefined;
  const names = stackNames(settings.env);
  const account = settings.manageApiGatewayAccount ? new AccountStack(app, ACCOUNT_STACK_ID, { env }) : undefined;
  const data = new DataStack(app, names.data, {
    env,
    terminationProtection: settings.terminationProtection,
    adoptTable: settings.adoptTable,
    backup: settings.backupPlan ? { env: settings.env, copyRegion: settings.backupCopyRegion } : undefined,
    cursorSecret: { rotationDays: settings.cursorSecretRotationDays, logRetention: settings.logRetentionDays, bundleProfile: settings.bundleProfile },
    description: `Learning and people API (${settings.env}): the single table and the cursor secret. Termination protection ${settings.terminationProtection ? 'on' : 'off'}.`,
  });
  const api = new ApiStack(app, names.api, {
    env,
    description: `Learning and people API (${settings.env}): API Gateway REST + one Lambda per route.`,
    settings,
    table: data.table,
    cursorSecret: data.cursorSecret,
    routes: options.routes,
  });
  // Cost allocation and ownership on every resource that takes tags (route stacks add area and route).
  // CloudFormation's dashboard takes no Tags (CDK renders them anyway; cfn-lint E3002).
  const untaggable = { excludeResourceTypes: ['AWS::CloudWatch::Dashboard'] };
  for (const stack of [data, api]) {
    Tags.of(stack).add('service', SERVICE_NAME, untaggable);
    Tags.of(stack).add('environment', settings.env, untaggable);
  }
  if (account) api.addStackDependency(account, 'Execution logs need the account-level API Gateway CloudWatch role.');
  return { account, data, api };
}
