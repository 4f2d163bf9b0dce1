import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildEnvironment } from './environment';
import { readSettings } from './settings';

// Environment-agnostic unless the environment's settings name an account and region:
// `cdk synth` works offline, without an AWS account.
const app = new App();
buildEnvironment(app, readSettings(app.node));
// cdk-nag v3 is a policy-validation plugin: any unacknowledged finding stops the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
app.synth();
