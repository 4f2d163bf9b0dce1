/**
 * CloudFormation's per-template quotas that a growing route table can reach, and how much of
 * each a synthesized template uses. Used by the headroom test (test/infra/headroom.test.ts) and
 * by `npm run synth:report`.
 */
export const CLOUDFORMATION_LIMITS = {
  resources: 500,
  /** `{{resolve:…}}` dynamic references per template. */
  dynamicReferences: 60,
  outputs: 200,
  parameters: 200,
  /** Template body size in bytes of the file CloudFormation receives (uploaded to S3 by `cdk deploy`). */
  bytes: 1_000_000,
} as const;

export type LimitName = keyof typeof CLOUDFORMATION_LIMITS;

/** The share of every limit we allow ourselves: room for growth (docs/decisions/deployment.md, "Deployment"). */
export const HEADROOM_SHARE = 0.5;

export interface TemplateUsage {
  template: string;
  usage: Record<LimitName, number>;
}

/**
 * The template as `cdk synth` writes it and `cdk deploy` uploads it: indented by one space
 * (aws-cdk-lib's Stack, unless suppressTemplateIndentation), about twice the compact JSON.
 */
export const uploadedTemplate = (template: object) => JSON.stringify(template, undefined, 1);

export function templateUsage(name: string, template: { Resources?: object; Outputs?: object; Parameters?: object }): TemplateUsage {
  const body = uploadedTemplate(template);
  return {
    template: name,
    usage: {
      resources: Object.keys(template.Resources ?? {}).length,
      dynamicReferences: body.match(/\{\{resolve:/g)?.length ?? 0,
      outputs: Object.keys(template.Outputs ?? {}).length,
      parameters: Object.keys(template.Parameters ?? {}).length,
      bytes: Buffer.byteLength(body),
    },
  };
}

/** `resources 63/500 (13%)`-style lines, with the templates over the allowed share flagged. */
export function formatUsage(usages: readonly TemplateUsage[]): string {
  const names = Object.keys(CLOUDFORMATION_LIMITS) as LimitName[];
  const header = ['template', ...names].join(' | ');
  const rows = usages.map(({ template, usage }) =>
    [
      template,
      ...names.map((name) => {
        const share = usage[name] / CLOUDFORMATION_LIMITS[name];
        return `${usage[name]}/${CLOUDFORMATION_LIMITS[name]} (${Math.round(share * 100)}%)${share > HEADROOM_SHARE ? ' OVER' : ''}`;
      }),
    ].join(' | '),
  );
  return [`| ${header} |`, `|${' --- |'.repeat(names.length + 1)}`, ...rows.map((row) => `| ${row} |`)].join('\n');
}

/** Every (template, limit) above HEADROOM_SHARE of its quota. */
export function overHeadroom(usages: readonly TemplateUsage[]): string[] {
  return usages.flatMap(({ template, usage }) =>
    (Object.keys(CLOUDFORMATION_LIMITS) as LimitName[])
      .filter((name) => usage[name] > CLOUDFORMATION_LIMITS[name] * HEADROOM_SHARE)
      .map((name) => `${template}: ${name} ${usage[name]} > ${CLOUDFORMATION_LIMITS[name] * HEADROOM_SHARE}`),
  );
}
