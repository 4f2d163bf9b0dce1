import { Aws, CustomResource, Duration, NestedStack, Validations } from 'aws-cdk-lib';
import { GraphWidget, MathExpression, Metric, type Alarm, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { COUNTER_INVARIANT_AREA, MIGRATION_METRICS, MIGRATION_METRICS_AREA, RELIABILITY_METRICS } from '../../shared/observability/metric-names';
import { ApiFunction } from './api-function';
import { areaMetric, functionEnvironment } from './function-environment';
import { addFunctionAlarms, alarm } from './monitoring';
import { dataCodeFingerprint } from './data-level-guard';
import type { Settings } from './settings';

export const MIGRATIONS_ENTRY = 'functions/migrations/index.ts';
/** Construct id of the migration function (no route: no method, no alias, no route-table entry). */
export const MIGRATION_FUNCTION_ID = 'Runner';
/** Lambda's longest: a slice works until 3 minutes are left (functions/migrations/run.ts), then starts the next. */
export const MIGRATION_TIMEOUT = Duration.minutes(15);
/** The custom resource's type (CloudFormation shows it in the stack's events). */
export const MIGRATION_HOOK_TYPE = 'Custom::DataMigrations';

export interface MigrationsStackProps {
  table: ITable;
  settings: Settings;
  alarmTopic: ITopic;
  /** The organizations' usage plan (organization-share.ts): the `usage-key` migration adds their keys to it. */
  usagePlanId: string;
  /** The release's data-code fingerprint (data-level-guard.ts, dataCodeFingerprint); tests give another. */
  fingerprint?: string;
}

/**
 * Data migrations run by the deployment itself (#29 §3; docs/deploy.md "Upgrading";
 * docs/decisions/migration-deploy.md): the migration function and the custom resource that
 * starts it. The API stack makes this nested stack depend on every route stack and on the
 * authorizer's `live` alias, so CloudFormation starts the run only once every CodeDeploy shift
 * is over: no old version serves traffic any more (an old version writes items of the old layout,
 * which a finished organization would not count).
 *
 * The custom resource's service token is the function itself (no CDK provider function, whose
 * role would carry AWSLambdaBasicExecutionRole); it carries the function's current version, so
 * every deploy that changes the function's code (every change of a migration, a layout or a
 * store is in its bundle) is an Update that starts a run. The function answers CloudFormation at
 * once and then migrates, slice after slice; a failure alarms, it does not roll the deploy back.
 */
export class MigrationsStack extends NestedStack {
  readonly runner: ApiFunction;
  readonly hook: CustomResource;
  readonly failureAlarm: Alarm;

  constructor(scope: Construct, id: string, props: MigrationsStackProps) {
    super(scope, id, { description: 'Data migrations: the migration function, the custom resource that starts it after each deploy, its alarm.' });
    const { table, settings, alarmTopic, usagePlanId } = props;

    const runner = (this.runner = new ApiFunction(this, MIGRATION_FUNCTION_ID, {
      entry: MIGRATIONS_ENTRY,
      description: 'Data migrations: the pending migrations of every organization, in slices (docs/deploy.md, "Upgrading").',
      logRetention: settings.logRetentionDays,
      bundleProfile: settings.bundleProfile,
      environment: { ...functionEnvironment(settings), USAGE_PLAN_ID: usagePlanId },
      timeout: MIGRATION_TIMEOUT,
    }));
    // Reads and rewrites enrollments and counters in transactions, moves the META markers, and
    // lists the organizations with a Scan of the META items (no listing index; never a request path).
    runner.bindTable(table, 'RW', ['dynamodb:Scan']);
    // The `usage-key` migration (#33 §3, shared/tenancy/usage-keys.ts): finds an organization's
    // API key by name (GET /apikeys, with values), makes it (POST /apikeys) and adds it to this
    // environment's usage plan (POST /usageplans/<id>/keys). Nothing else of API Gateway: no key
    // is changed or deleted, and no other plan can be joined.
    const apiGateway = (path: string) => `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}::${path}`;
    runner.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['apigateway:GET', 'apigateway:POST'], resources: [apiGateway('/apikeys')] }));
    runner.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['apigateway:POST'], resources: [apiGateway(`/usageplans/${usagePlanId}/keys`)] }));
    // The next slice is an asynchronous Invoke of the same function (version). Its own policy, not
    // the role's default one: the function depends on that one, and this one names the function.
    const continuePolicy = new Policy(this, 'ContinuePolicy', {
      roles: [runner.role],
      statements: [new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [runner.fn.functionArn, `${runner.fn.functionArn}:*`] })],
    });
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(runner.fn.node.defaultChild as never)}.Arn>:*]`,
      reason: 'The migration function may invoke its own versions only (the next slice runs the version that started the run).',
    });

    this.hook = new CustomResource(this, 'Hook', {
      serviceToken: runner.fn.functionArn,
      resourceType: MIGRATION_HOOK_TYPE,
      // A new value on every change of the function: CloudFormation sends an Update, which starts a run.
      // And on every change of the data code, which begins a deploy (data-level-guard.ts): each
      // deploy the check opens gets the run that reconciles and closes it (#40).
      properties: { Version: runner.fn.currentVersion.version, Fingerprint: props.fingerprint ?? dataCodeFingerprint() },
      // The function answers before it migrates; no answer in 5 minutes means it cannot start at all.
      serviceTimeout: Duration.minutes(5),
    });
    // A run may reach its next slice within minutes: the permission exists before the first one.
    this.hook.node.addDependency(continuePolicy);

    const fiveMinutes = Duration.minutes(5);
    // Throttles like every function's (a throttled slice waits in Lambda's queue: the run is late); its errors are in MigrationFailed.
    addFunctionAlarms(this, [runner], alarmTopic, { errors: false });
    this.counterInvariantAlarm(props.settings, alarmTopic);
    this.failureAlarm = alarm(this, 'MigrationFailed', alarmTopic, {
      metric: new MathExpression({
        expression: 'FILL(errors, 0) + FILL(failed, 0) + FILL(unverified, 0)',
        usingMetrics: {
          errors: runner.fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
          failed: this.migrationMetric(settings, MIGRATION_METRICS.organizationsFailed),
          // The verification a deploy's run ends with found derived data that differs from a recount (#40 §3).
          unverified: this.migrationMetric(settings, MIGRATION_METRICS.organizationsUnverified),
        },
        label: 'failed migrations',
        period: fiveMinutes,
      }),
      threshold: 1,
      description:
        'A data migration failed: an organization could not be migrated, the migration function itself failed or timed out, or the verification after a deploy found derived data that differs from a recount. Its reports answer 503 migration_in_progress until it is; `npm run migrate -- --status` says what to run. See docs/deploy.md, "Upgrading".',
    });
  }

  /**
   * A learning report found stored counters that break an invariant (#40 §4) and answered 503: the
   * derived data's other alarm, next to the migrations' (in this nested stack: the API stack's
   * root keeps its resource headroom).
   */
  private counterInvariantAlarm(settings: Settings, alarmTopic: ITopic): void {
    alarm(this, 'CounterInvariantBroken', alarmTopic, {
      metric: areaMetric(settings, COUNTER_INVARIANT_AREA, RELIABILITY_METRICS.counterInvariantBroken),
      threshold: 1,
      description:
        'A learning report found stored counters that no enrollments could give (negative, more in progress and completed than enrolled) and answered 503. Run `npm run migrate -- --verify` for the organization. See docs/deploy.md, "Upgrading".',
    });
  }

  private migrationMetric(settings: Settings, metricName: string): Metric {
    return areaMetric(settings, MIGRATION_METRICS_AREA, metricName);
  }

  /** The migrations' row of the environment's dashboard (monitoring.ts). */
  dashboardWidgets(settings: Settings): IWidget[] {
    return [
      new GraphWidget({
        title: 'Data migrations: organizations migrated, failed, unverified; function errors',
        left: [
          this.migrationMetric(settings, MIGRATION_METRICS.organizationsMigrated),
          this.migrationMetric(settings, MIGRATION_METRICS.organizationsFailed),
          this.migrationMetric(settings, MIGRATION_METRICS.organizationsUnverified),
          this.runner.fn.metricErrors({ period: Duration.minutes(5) }),
        ],
        width: 8,
      }),
    ];
  }
}
