import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A synthesized cloud assembly (`cdk.out`) read the way CloudFormation would deploy it, so that
 * the API can be served from the templates themselves (./assembly-gateway.ts): every stack and
 * nested stack, every resource given a physical id, and the intrinsic functions CDK emits
 * resolved against them (Ref, Fn::GetAtt, Fn::Join, Fn::Sub, Fn::Select, Fn::Split,
 * Fn::ImportValue, Fn::GetStackOutput, nested-stack parameters, pseudo parameters).
 */

export interface CfnResource {
  Type: string;
  Properties?: Record<string, any>;
  Metadata?: Record<string, any>;
}

export interface Template {
  Parameters?: Record<string, { Default?: unknown }>;
  Resources: Record<string, CfnResource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
}

export interface DeployedStack {
  /** The stack name (a nested stack: its parent's name and its resource's logical id). */
  name: string;
  template: Template;
  parent?: DeployedStack;
  /** Parameter values passed by the parent (nested stacks) or defaulted. */
  parameters: Record<string, unknown>;
}

export const PSEUDO = { region: 'us-east-1', account: '000000000000', partition: 'aws', urlSuffix: 'amazonaws.com' } as const;

export interface Overrides {
  /** Physical id (what `Ref` gives) of a resource, by type; default `<stack>-<logicalId>`. */
  physicalId?: (stack: DeployedStack, logicalId: string, resource: CfnResource) => string | undefined;
}

/** Fn::GetAtt values CloudFormation gives for the resource types this app uses. */
function attribute(stack: DeployedStack, logicalId: string, resource: CfnResource, physical: string, name: string): unknown {
  const { region, account, partition } = PSEUDO;
  switch (`${resource.Type}.${name}`) {
    case 'AWS::Lambda::Function.Arn':
      return `arn:${partition}:lambda:${region}:${account}:function:${physical}`;
    case 'AWS::ApiGateway::RestApi.RootResourceId':
      return `${physical}-root`;
    case 'AWS::DynamoDB::Table.Arn':
      return `arn:${partition}:dynamodb:${region}:${account}:table/${physical}`;
    case 'AWS::IAM::Role.Arn':
      return `arn:${partition}:iam::${account}:role/${physical}`;
    case 'AWS::Logs::LogGroup.Arn':
      return `arn:${partition}:logs:${region}:${account}:log-group:${physical}:*`;
    case 'AWS::SNS::Topic.TopicArn':
      return `arn:${partition}:sns:${region}:${account}:${physical}`;
    case 'AWS::WAFv2::WebACL.Arn':
      return `arn:${partition}:wafv2:${region}:${account}:regional/webacl/${physical}`;
    case 'AWS::CloudWatch::Alarm.Arn':
      return `arn:${partition}:cloudwatch:${region}:${account}:alarm:${physical}`;
    default:
      if (name === 'Arn') return `arn:${partition}:${resource.Type.split('::')[1]!.toLowerCase()}:${region}:${account}:${physical}`;
      if (resource.Type === 'AWS::CloudFormation::Stack' && name.startsWith('Outputs.')) return undefined; // resolved by the caller
      return `${physical}.${name}`;
  }
}

export class CloudAssembly {
  readonly stacks: DeployedStack[] = [];
  private readonly byName = new Map<string, DeployedStack>();
  private readonly nestedOf = new Map<string, DeployedStack>();

  constructor(
    readonly directory: string,
    private readonly overrides: Overrides = {},
  ) {
    const manifest = JSON.parse(readFileSync(join(directory, 'manifest.json'), 'utf8')) as {
      artifacts: Record<string, { type: string; properties?: { templateFile: string; stackName?: string }; displayName?: string }>;
    };
    for (const [id, artifact] of Object.entries(manifest.artifacts)) {
      if (artifact.type !== 'aws:cloudformation:stack') continue;
      const template = this.readTemplate(artifact.properties!.templateFile);
      this.add({ name: artifact.properties!.stackName ?? id, template, parameters: {} });
    }
  }

  private readTemplate(file: string): Template {
    return JSON.parse(readFileSync(join(this.directory, file), 'utf8')) as Template;
  }

  private add(stack: DeployedStack): void {
    for (const [name, parameter] of Object.entries(stack.template.Parameters ?? {})) {
      if (!(name in stack.parameters) && parameter.Default !== undefined) stack.parameters[name] = parameter.Default;
    }
    this.stacks.push(stack);
    this.byName.set(stack.name, stack);
    for (const [logicalId, resource] of Object.entries(stack.template.Resources)) {
      if (resource.Type !== 'AWS::CloudFormation::Stack') continue;
      const file = resource.Metadata?.['aws:asset:path'] as string | undefined;
      if (!file) throw new Error(`nested stack ${stack.name}/${logicalId} has no aws:asset:path metadata`);
      const nested: DeployedStack = { name: `${stack.name}-${logicalId}`, template: this.readTemplate(file), parent: stack, parameters: {} };
      const passed = (resource.Properties?.Parameters ?? {}) as Record<string, unknown>;
      // Parameters are evaluated in the parent, lazily (the parent's values may need other stacks).
      for (const [name, value] of Object.entries(passed)) {
        Object.defineProperty(nested.parameters, name, { enumerable: true, get: () => this.evaluate(stack, value) });
      }
      this.nestedOf.set(`${stack.name}/${logicalId}`, nested);
      this.add(nested);
    }
  }

  /** What `Ref` of a resource gives. */
  physicalId(stack: DeployedStack, logicalId: string): string {
    const resource = stack.template.Resources[logicalId];
    if (!resource) throw new Error(`no resource ${logicalId} in ${stack.name}`);
    // An alias's Ref is its ARN: the function's, qualified by the alias name (`…:function:f:live`).
    if (resource.Type === 'AWS::Lambda::Alias') {
      const functionRef = resource.Properties!.FunctionName as { Ref: string };
      return `${this.evaluate(stack, { 'Fn::GetAtt': [functionRef.Ref, 'Arn'] })}:${this.evaluate(stack, resource.Properties!.Name)}`;
    }
    return this.overrides.physicalId?.(stack, logicalId, resource) ?? `${stack.name}-${logicalId}`;
  }

  /** Every resource of a type, in every template. */
  resourcesOfType(type: string): Array<{ stack: DeployedStack; logicalId: string; resource: CfnResource }> {
    return this.stacks.flatMap((stack) =>
      Object.entries(stack.template.Resources)
        .filter(([, resource]) => resource.Type === type)
        .map(([logicalId, resource]) => ({ stack, logicalId, resource })),
    );
  }

  /** The value CloudFormation would give an expression of a template. */
  evaluate(stack: DeployedStack, value: unknown): any {
    if (Array.isArray(value)) return value.map((v) => this.evaluate(stack, v));
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    if (entries.length !== 1 || !(entries[0]![0] === 'Ref' || entries[0]![0].startsWith('Fn::'))) {
      return Object.fromEntries(entries.map(([k, v]) => [k, this.evaluate(stack, v)]));
    }
    const [fn, arg] = entries[0]! as [string, any];
    switch (fn) {
      case 'Ref':
        return this.ref(stack, arg);
      case 'Fn::GetAtt': {
        const [logicalId, name] = Array.isArray(arg) ? arg : String(arg).split(/\.(.*)/);
        return this.getAtt(stack, logicalId, name);
      }
      case 'Fn::Join':
        return (this.evaluate(stack, arg[1]) as unknown[]).join(arg[0]);
      case 'Fn::Select':
        return (this.evaluate(stack, arg[1]) as unknown[])[Number(this.evaluate(stack, arg[0]))];
      case 'Fn::Split':
        return String(this.evaluate(stack, arg[1])).split(arg[0]);
      case 'Fn::Sub': {
        const [text, vars] = Array.isArray(arg) ? arg : [arg, {}];
        return String(text).replace(/\$\{([^}]+)\}/g, (_, name: string) => {
          if (name in vars) return String(this.evaluate(stack, vars[name]));
          return String(name.includes('.') ? this.evaluate(stack, { 'Fn::GetAtt': name.split(/\.(.*)/).slice(0, 2) }) : this.ref(stack, name));
        });
      }
      case 'Fn::ImportValue': {
        const exportName = this.evaluate(stack, arg);
        for (const s of this.stacks) {
          for (const output of Object.values(s.template.Outputs ?? {})) {
            if (output.Export && this.evaluate(s, output.Export.Name) === exportName) return this.evaluate(s, output.Value);
          }
        }
        throw new Error(`no export ${exportName}`);
      }
      case 'Fn::GetStackOutput': {
        const target = this.byName.get(this.evaluate(stack, arg.StackName));
        const output = target?.template.Outputs?.[arg.OutputName];
        if (!target || !output) throw new Error(`no output ${arg.OutputName} of stack ${arg.StackName}`);
        return this.evaluate(target, output.Value);
      }
      default:
        throw new Error(`unsupported intrinsic ${fn} in ${stack.name}`);
    }
  }

  private ref(stack: DeployedStack, name: string): unknown {
    switch (name) {
      case 'AWS::Region':
        return PSEUDO.region;
      case 'AWS::AccountId':
        return PSEUDO.account;
      case 'AWS::Partition':
        return PSEUDO.partition;
      case 'AWS::URLSuffix':
        return PSEUDO.urlSuffix;
      case 'AWS::StackName':
        return stack.name;
      case 'AWS::NoValue':
        return undefined;
    }
    if (name in stack.parameters) return stack.parameters[name];
    return this.physicalId(stack, name);
  }

  private getAtt(stack: DeployedStack, logicalId: string, name: string): unknown {
    const resource = stack.template.Resources[logicalId];
    if (!resource) throw new Error(`no resource ${logicalId} in ${stack.name}`);
    if (resource.Type === 'AWS::CloudFormation::Stack' && name.startsWith('Outputs.')) {
      const nested = this.nestedOf.get(`${stack.name}/${logicalId}`)!;
      return this.evaluate(nested, nested.template.Outputs![name.slice('Outputs.'.length)]!.Value);
    }
    return attribute(stack, logicalId, resource, this.physicalId(stack, logicalId), name);
  }
}
