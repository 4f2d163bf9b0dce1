import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildEnvironment } from './environment';
import { readSettings, SettingsError, type Settings } from './settings';

// Environment-agnostic unless the environment's settings name an account and region:
// `cdk synth` works offline, without an AWS account.
const app = new App();
let settings: Settings;
try {
  settings = readSettings(app.node);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  // The message is the first line `cdk synth` / `cdk deploy` shows: every missing or bad setting
  // and how to pass it (docs/deploy.md, "Settings"), not a stack trace into settings.ts.
  console.error(error.message);
  process.exit(1);
}
buildEnvironment(app, settings);
// cdk-nag v3 is a policy-validation plugin: any unacknowledged finding stops the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
app.synth();
