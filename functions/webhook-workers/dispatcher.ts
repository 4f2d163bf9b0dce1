import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { deployedDeliveryQueue } from '../../shared/webhooks/delivery-queue';
import { dispatchStreamBatch, type DispatchRecord } from '../../shared/webhooks/dispatch';

/** The table's stream (NEW_AND_OLD_IMAGES) → events → one SQS message per subscription (ReportBatchItemFailures). */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
  dispatchStreamBatch(event.Records as DispatchRecord[], deployedDeliveryQueue());
