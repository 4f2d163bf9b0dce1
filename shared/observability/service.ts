/** The service name in every log line and metric (Powertools' `service`). */
export const SERVICE_NAME = 'learning-people-api';
