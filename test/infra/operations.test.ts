import { describe, expect, it } from 'vitest';
import { synthesize } from './synthesize';
import { ofType } from './template-model';

/**
 * Day-2 operations (#30), pinned on the synthesized templates: key rotation, gradual deploys,
 * restore, alarms, concurrency, environments, WAF and logs.
 */
const synthesized = synthesize({ context: { cursorSecretRotationDays: 14 } });
const { dataResources } = synthesized;

describe('cursor key rotation', () => {
  it('rotates the secret on the configured schedule through its own function, which may touch that secret only', () => {
    const [, secret] = ofType(dataResources, 'AWS::SecretsManager::Secret')[0]!;
    const secretId = ofType(dataResources, 'AWS::SecretsManager::Secret')[0]![0];
    const schedules = ofType(dataResources, 'AWS::SecretsManager::RotationSchedule');
    expect(schedules).toHaveLength(1);
    const schedule = schedules[0]![1].Properties!;
    expect(schedule.SecretId).toEqual({ Ref: secretId });
    expect(schedule.RotationRules).toEqual({ ScheduleExpression: 'rate(14 days)' });
    const functionId = schedule.RotationLambdaARN['Fn::GetAtt'][0];
    const fn = dataResources[functionId]!;
    expect(fn.Type).toBe('AWS::Lambda::Function');
    const roleId = fn.Properties!.Role['Fn::GetAtt'][0];
    const statements = ofType(dataResources, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties!.Roles.some((r: { Ref: string }) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const secretStatements = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('secretsmanager:') && a !== 'secretsmanager:GetRandomPassword'));
    expect(secretStatements.map((s) => s.Resource)).toEqual([{ Ref: secretId }]);
    expect([secretStatements[0]!.Action].flat().sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
      'secretsmanager:PutSecretValue',
      'secretsmanager:UpdateSecretVersionStage',
    ]);
    expect(secret.Properties!.GenerateSecretString.PasswordLength).toBe(48);
  });
});
