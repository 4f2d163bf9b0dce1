import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { handleRuleStreamBatch, type RuleRecord } from '../../shared/learning/group-rules-stream';

/** The table's stream (NEW_AND_OLD_IMAGES) → enrollment rules of groups: new members, reactivations, job chunks, deleted groups (ReportBatchItemFailures). */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => handleRuleStreamBatch(event.Records as RuleRecord[]);
