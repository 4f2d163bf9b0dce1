// unit: needs no DynamoDB Local (vitest.config.ts)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCdkJsonEnvironment, buildStacks, PROD_COMMAND_LINE } from './synthesize';

/**
 * AWS's own template validator (cfn-lint, Python; preinstalled on these machines, installed by
 * .ci/run with pip where missing) over every template the app synthesizes, nested ones included.
 * Errors fail; a rule may only be ignored here, with the reason.
 */
const IGNORED_RULES: Record<string, string> = {
  W3005:
    'CDK adds DependsOn from a function to its role and default policy on purpose: the GetAtt on the role does not order the policy, ' +
    'and the function must not be created (and invoked) before its policy exists.',
};

const outdir = mkdtempSync(join(tmpdir(), 'cfn-lint-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

type Finding = { Rule: { Id: string }; Level: string; Message: string; Filename: string };

function lint(files: string[]): Finding[] {
  const result = spawnSync('cfn-lint', ['--format', 'json', '--ignore-checks', ...Object.keys(IGNORED_RULES), '--', ...files], { encoding: 'utf8' });
  if (result.error) throw new Error(`cfn-lint could not run (${result.error.message}): install it with \`pip install cfn-lint\` (.ci/run does).`);
  return JSON.parse(result.stdout || '[]') as Finding[];
}

describe('cfn-lint', () => {
  it('is installed', () => {
    expect(execFileSync('cfn-lint', ['--version'], { encoding: 'utf8' })).toMatch(/cfn-lint 1\./);
  });

  it('finds no error and no warning in any synthesized template', () => {
    const { app } = buildStacks();
    app.synth({ force: true });
    // The test app's outdir is a temp dir of CDK's; copy the templates next to each other.
    const assembly = app.synth();
    const files = readdirSync(assembly.directory).filter((f) => f.endsWith('.template.json'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    const findings = lint(files.map((f) => join(assembly.directory, f)));
    expect(findings.map((f) => `${f.Level} ${f.Rule.Id} ${f.Filename.split('/').pop()}: ${f.Message}`)).toEqual([]);
  }, 120_000);

  it("finds none in cdk.json's prod data stack either (its backup plan and cross-region copy; #40 §7)", () => {
    const { app, data } = buildCdkJsonEnvironment('prod', PROD_COMMAND_LINE);
    const assembly = app.synth();
    const file = join(assembly.directory, assembly.getStackByName(data.stackName).templateFile);
    expect(readFileSync(file, 'utf8')).toContain('AWS::Backup::BackupPlan');
    expect(lint([file]).map((f) => `${f.Level} ${f.Rule.Id}: ${f.Message}`)).toEqual([]);
  }, 120_000);

  it('is live: a broken template is reported', () => {
    const file = join(outdir, 'broken.template.json');
    writeFileSync(file, JSON.stringify({ Resources: { Fn: { Type: 'AWS::Lambda::Function', Properties: { Runtime: 'nodejs4.3' } } } }));
    expect(lint([file]).filter((f) => f.Level === 'Error').length).toBeGreaterThan(0);
  });
});
