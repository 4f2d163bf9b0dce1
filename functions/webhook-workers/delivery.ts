import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverQueueBatch } from '../../shared/webhooks/deliver';
import { deployedDeliveryQueue } from '../../shared/webhooks/delivery-queue';

/** One attempt per message of the delivery queue: POST, log, retry or dead-letter (ReportBatchItemFailures). */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => deliverQueueBatch(event.Records, deployedDeliveryQueue());
