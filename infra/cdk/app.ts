import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './api-stack';
import { readSettings } from './settings';

// Environment-agnostic on purpose: `cdk synth` works offline, without an AWS account.
const app = new App();
new ApiStack(app, 'LearningPeopleApi', {
  description: 'Public HTTP API: API Gateway REST + Lambda + DynamoDB single table.',
  settings: readSettings(app.node),
});
// cdk-nag v3 is a policy-validation plugin: any unacknowledged finding stops the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
app.synth();
