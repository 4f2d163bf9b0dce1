import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { z } from 'zod';
import { BUNDLE_PROFILES, DEFAULT_BUNDLE_PROFILE, type BundleProfileName } from './bundling';

/** Every bounded retention CloudWatch accepts (INFINITE is excluded on purpose). */
const BOUNDED_RETENTIONS = new Set<number>(
  Object.values(RetentionDays).filter((v): v is RetentionDays => typeof v === 'number' && v !== RetentionDays.INFINITE),
);

// `-c name=value` on the command line gives strings, cdk.json gives numbers: coerce both.
const SettingsSchema = z.object({
  docsUrl: z
    .url({ protocol: /^https?$/ })
    // It is written inside a single-quoted API Gateway mapping value ('<url>').
    .refine((url) => !url.includes("'"), 'must not contain a single quote'),
  throttleRateLimit: z.coerce.number().positive().default(50),
  throttleBurstLimit: z.coerce.number().int().positive().default(100),
  // API Gateway accepts 0 (no cache) to 3600 seconds.
  authorizerCacheTtlSeconds: z.coerce.number().int().min(0).max(3600).default(60),
  logRetentionDays: z.coerce
    .number()
    .refine((days) => BOUNDED_RETENTIONS.has(days), { message: `must be one of ${[...BOUNDED_RETENTIONS].join(', ')}` })
    .transform((days) => days as RetentionDays)
    .default(RetentionDays.ONE_MONTH),
  bundleProfile: z
    .enum(Object.keys(BUNDLE_PROFILES) as [BundleProfileName, ...BundleProfileName[]])
    .default(DEFAULT_BUNDLE_PROFILE),
});

export type Settings = z.infer<typeof SettingsSchema>;

export const SETTING_NAMES = Object.keys(SettingsSchema.shape) as (keyof Settings)[];

/** The one place context values are read and validated; a bad value fails the synth with its name. */
export function readSettings(node: Node): Settings {
  const raw = Object.fromEntries(SETTING_NAMES.map((name) => [name, node.tryGetContext(name)]));
  const parsed = SettingsSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid CDK context (cdk.json or -c name=value): ${problems}`);
  }
  return parsed.data;
}
