import { handleRuleRecords, type RuleRecord } from '../../shared/learning/group-rules-stream';
import { log } from '../../shared/observability/log';
import { startTableStream, type RunningTableStream } from './table-stream';

export interface GroupRulesWorkerOptions {
  /** DynamoDB Local. */
  endpoint: string;
  /** The table whose stream is read: the one the functions write (TABLE_NAME). */
  tableName: string;
  /** Stream poll interval (ms). */
  pollMs?: number;
}

/**
 * Enrollment rules of groups on this machine (#42), with the code that runs in AWS: the table's
 * stream on DynamoDB Local (table-stream.ts, standing in for Lambda's event source mapping, as for
 * the webhooks) → handleRuleRecords (the worker Lambda's core): new members enrolled, reactivated
 * users enrolled, jobs advanced a chunk per record, a deleted group's rules deleted.
 */
export function startGroupRulesWorker(options: GroupRulesWorkerOptions): Promise<RunningTableStream> {
  return startTableStream({
    endpoint: options.endpoint,
    tableName: options.tableName,
    pollMs: options.pollMs,
    onRecords: (records) => handleRuleRecords(records as RuleRecord[]),
    onError: (error) => log.error('enrollment rule stream read failed (local)', { error: error instanceof Error ? error.message : String(error) }),
  });
}
