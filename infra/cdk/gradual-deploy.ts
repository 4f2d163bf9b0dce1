import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, AlarmRule, ComparisonOperator, CompositeAlarm, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup, type ILambdaDeploymentConfig } from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import { EventSourceMapping, type Alias, type IEventSource, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { ApiFunction } from './api-function';

/**
 * Gradual, reversible deploys (docs/deploy.md, "Deploying and rolling back"): every function is
 * invoked through its `live` alias; a deploy publishes a new version and CodeDeploy moves the
 * alias to it with the environment's configuration (`deploymentConfig`: dev all at once, prod a
 * canary), rolling back by itself when the function's health alarm fires during the shift.
 */
export const LIVE_ALIAS = 'live';

/** The configurations a setting may name (CodeDeploy's predefined Lambda configurations). */
export const DEPLOYMENT_CONFIGS = {
  AllAtOnce: LambdaDeploymentConfig.ALL_AT_ONCE,
  Canary10Percent5Minutes: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
  Canary10Percent10Minutes: LambdaDeploymentConfig.CANARY_10PERCENT_10MINUTES,
  Canary10Percent15Minutes: LambdaDeploymentConfig.CANARY_10PERCENT_15MINUTES,
  Linear10PercentEvery1Minute: LambdaDeploymentConfig.LINEAR_10PERCENT_EVERY_1MINUTE,
  Linear10PercentEvery2Minutes: LambdaDeploymentConfig.LINEAR_10PERCENT_EVERY_2MINUTES,
} as const satisfies Record<string, ILambdaDeploymentConfig>;

export type DeploymentConfigName = keyof typeof DEPLOYMENT_CONFIGS;

export interface GradualDeployProps {
  deploymentConfig: DeploymentConfigName;
  /** CodeDeploy's service role, one per environment (createDeployRole): not one IAM role per template. */
  role: IRole;
  /** A function whose p99 duration (1 minute) is above this is unhealthy: the shift rolls back. */
  latencyP99Ms: number;
}

/** What makes a version unhealthy during its shift (the `Health` alarm its deployment group rolls back on). */
export interface HealthSignals {
  /**
   * Its p99 duration above `latencyP99Ms` (default true). A queue or stream worker says false:
   * its duration is its receivers' and its batches', not a sign of its own health.
   */
  latency?: boolean;
  /**
   * More signals, each a metric whose sum in a minute ≥ 1 means unhealthy: for a worker that
   * reports a failed record to its event source instead of throwing (no Lambda error), the
   * ERROR lines it logs for it.
   */
  failures?: Record<string, { metric: IMetric; what: string }>;
}

/** CodeDeploy's service role, shared by every deployment group of the environment. */
export function createDeployRole(scope: Construct, id: string): Role {
  const role = new Role(scope, id, {
    assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
    managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited')],
  });
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
    reason:
      "AWSCodeDeployRoleForLambdaLimited is AWS's minimal policy for CodeDeploy's Lambda shifts (alias update, version read, alarm read, the hooks' invoke); it is what LambdaDeploymentGroup attaches itself.",
  });
  return role;
}

/**
 * One per template (a nested stack): the CodeDeploy application its deployment groups belong to.
 * The service role is the environment's one (a role per group would cost an IAM role per function).
 */
export class GradualDeploys extends Construct {
  private readonly application: LambdaApplication;
  private readonly config: ILambdaDeploymentConfig;
  readonly healthAlarms: Alarm[] = [];

  constructor(
    scope: Construct,
    id: string,
    private readonly props: GradualDeployProps,
  ) {
    super(scope, id);
    this.application = new LambdaApplication(this, 'Application');
    this.config = DEPLOYMENT_CONFIGS[props.deploymentConfig];
  }

  /** The function's `live` alias, shifted by its deployment group; callers invoke the alias only. */
  add(fn: ApiFunction, signals: HealthSignals = {}): Alias {
    const alias = fn.fn.addAlias(LIVE_ALIAS);
    const latency = signals.latency ?? true;
    const failures = Object.entries(signals.failures ?? {});
    const unhealthy = [
      'errors >= 1',
      ...(latency ? [`duration > ${this.props.latencyP99Ms}`] : []),
      // A metric that only has data when something failed: no data is none.
      ...failures.map(([name]) => `FILL(${name}, 0) >= 1`),
    ];
    const what = [
      'Lambda errors',
      ...(latency ? [`p99 duration above ${this.props.latencyP99Ms} ms`] : []),
      ...failures.map(([, failure]) => failure.what),
    ];
    const health = new Alarm(fn, 'Health', {
      alarmDescription: `${fn.node.id}: ${what.join(', or ')}, in a minute. Rolls a deployment of this function back; part of its stack's composite alarm (docs/operations.md).`,
      metric: new MathExpression({
        expression: `IF(${unhealthy.join(' OR ')}, 1, 0)`,
        usingMetrics: {
          errors: fn.fn.metricErrors({ period: Duration.minutes(1), statistic: 'Sum' }),
          ...(latency ? { duration: fn.fn.metricDuration({ period: Duration.minutes(1), statistic: 'p99' }) } : {}),
          ...Object.fromEntries(failures.map(([name, failure]) => [name, failure.metric])),
        },
        label: 'unhealthy',
        period: Duration.minutes(1),
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.healthAlarms.push(health);
    new LambdaDeploymentGroup(fn, 'Deployment', {
      application: this.application,
      alias,
      deploymentConfig: this.config,
      role: this.props.role,
      alarms: [health],
      autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
    });
    return alias;
  }

  /**
   * One notification for the template's functions: a composite alarm that is in ALARM while any
   * function's health alarm is, so an incident that hurts ten functions pages once, not ten times.
   */
  notifyOnce(topic: ITopic, what: string, unhealthy = `has Lambda errors or a p99 duration above ${this.props.latencyP99Ms} ms`): CompositeAlarm {
    const composite = new CompositeAlarm(this, 'Unhealthy', {
      alarmRule: AlarmRule.anyOf(...this.healthAlarms),
      alarmDescription: `${what}: a function ${unhealthy} (its Health alarm says which). See docs/deploy.md, "Alarms".`,
    });
    composite.addAlarmAction(new SnsAction(topic));
    composite.addOkAction(new SnsAction(topic));
    return composite;
  }
}

/**
 * Binds an event source to a function's alias, its mapping created where binding it to the
 * function creates it (under the function's construct, same id): the same logical id as the
 * mapping that invoked the function itself, so CloudFormation updates that mapping's
 * FunctionName in place (not a create-only property: a stream mapping keeps its position) instead
 * of replacing it, which would re-read the stream's last 24 h from TRIM_HORIZON and, while both
 * exist, deliver every event twice (docs/decisions/operations.md, "The webhook workers deploy
 * gradually too: aliases, their mappings moved in place (2026-11-27)").
 */
export function bindToAlias(source: IEventSource, fn: ApiFunction, alias: Alias): void {
  const target = new Proxy<IFunction>(alias, {
    get: (aliasItself, property) =>
      property === 'addEventSourceMapping'
        ? (id: string, options: Omit<ConstructorParameters<typeof EventSourceMapping>[2], 'target'>) => new EventSourceMapping(fn.fn, id, { ...options, target: alias })
        : Reflect.get(aliasItself, property, aliasItself),
  });
  source.bind(target);
}
