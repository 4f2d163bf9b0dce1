import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/** One per account and region, whatever the number of environments (docs/deploy.md). */
export const ACCOUNT_STACK_ID = 'LearningPeople-Account';

/**
 * API Gateway's CloudWatch role is ONE setting of the account and region (AWS::ApiGateway::Account):
 * if each environment's stack set it, two environments would overwrite each other's role and the
 * first one deleted would break the other's execution logs. So it lives in its own stack, shared
 * by every environment of this app and deployed once; the environments depend on it.
 */
export class AccountStack extends Stack {
  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, {
      description: "API Gateway's account-level CloudWatch role, shared by every environment of the learning-people API.",
      ...props,
    });
    const role = new Role(this, 'ApiGatewayCloudWatchRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    new CfnAccount(this, 'ApiGatewayAccount', { cloudWatchRoleArn: role.roleArn });
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason: 'The AWS policy made for the account-level API Gateway logging role.',
    });
  }
}
