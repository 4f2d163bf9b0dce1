import { Logger } from '@aws-lambda-powertools/logger';
import type { LogItem } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions } from '@aws-lambda-powertools/logger/types';
import { correlationScope, type Correlation } from './correlation';
import { SERVICE_NAME } from './service';

/** Keys whose values never reach a log line (secrets, credentials, hashes), at any depth. */
const REDACTED_KEYS = /^(authorization|password|current_password|new_password|password_hash|token|key|secret|token_hash)$/i;

const LEVELS = { debug: 'DEBUG', info: 'INFO', warn: 'WARN', error: 'ERROR', silent: 'SILENT' } as const;
type Level = keyof typeof LEVELS;

/** Where log lines go; tests swap it to capture and inspect them (Lambda: stdout, as Powertools writes). */
export const logSink: { write: ((line: string) => void) | null } = { write: null };

/** Powertools' Logger, whose printed lines can be captured through `logSink` (its documented extension point). */
class ApiLogger extends Logger {
  /** A level set at run time (setLogLevel), kept across invocations: Powertools resets to its initial one. */
  levelOverride: (typeof LEVELS)[Level] | undefined;

  override refreshSampleRateCalculation(): void {
    super.refreshSampleRateCalculation();
    if (this.levelOverride) this.setLogLevel(this.levelOverride);
  }

  /** Children (createChild) are ApiLoggers too: their lines go through the same sink. */
  override createLogger(options?: ConstructorOptions): Logger {
    const child = new ApiLogger(options);
    child.levelOverride = this.levelOverride;
    return child;
  }

  protected override printLog(logLevel: number, log: LogItem): void {
    if (!logSink.write) return super.printLog(logLevel, log);
    log.prepareForPrint();
    logSink.write(JSON.stringify(log.getAttributes(), this.getJsonReplacer()));
  }
}

/**
 * The one logger (module scope, as Powertools recommends): JSON lines with the Lambda request id,
 * cold start flag and X-Ray trace id (added by `injectLambdaContext` in the handler shell), plus
 * the API Gateway request id and route id the shell appends. Secret-named keys are redacted.
 */
export const logger = new ApiLogger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME,
  logLevel: LEVELS[(process.env.LOG_LEVEL as Level) in LEVELS ? (process.env.LOG_LEVEL as Level) : 'info'],
  jsonReplacerFn: (key, value) => (REDACTED_KEYS.test(key) ? '[redacted]' : value),
});

/** Changes the level at run time (LOG_LEVEL sets it at start). */
export function setLogLevel(level: Level): void {
  logger.levelOverride = LEVELS[level];
  logger.setLogLevel(LEVELS[level]);
}

type Fields = Record<string, unknown>;

/** The logger of the work under way: the correlation scope's child (made at its first line), else the module's one. */
function active(): Logger {
  const scope = correlationScope.getStore();
  if (!scope?.requestId || !scope.childLogger) return logger;
  if (!scope.logger) {
    scope.logger = logger.createChild();
    // Not the keys of whatever request the module's logger serves (the local gateway runs both in one process).
    scope.logger.resetKeys();
    scope.logger.setCorrelationId(scope.requestId);
  }
  return scope.logger;
}

/** The call sites' interface: a message and structured fields. */
export const log = {
  debug: (message: string, fields?: Fields) => active().debug(message, fields ?? {}),
  info: (message: string, fields?: Fields) => active().info(message, fields ?? {}),
  warn: (message: string, fields?: Fields) => active().warn(message, fields ?? {}),
  error: (message: string, fields?: Fields) => active().error(message, fields ?? {}),
};

/**
 * Runs `work` as part of an API request's work (shared/observability/correlation.ts): every line
 * it logs through `log` carries Powertools' `correlation_id` = the request's `request_id`, set
 * with the Logger's own `setCorrelationId` on a child logger of this scope (several messages of
 * one batch run side by side, so the module's logger cannot hold one id). Without a request id
 * the work runs with no correlation id, and still outside any request that started it.
 */
export function withCorrelation<T>(correlation: Correlation, work: () => Promise<T>): Promise<T> {
  return correlationScope.run({ ...correlation, childLogger: true }, work);
}
