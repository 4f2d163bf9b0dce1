import { config } from './config';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

/** Keys whose values never reach a log line (secrets, credentials, hashes). */
const REDACTED_KEYS = /^(authorization|password|current_password|new_password|password_hash|token|key|secret|token_hash)$/i;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = REDACTED_KEYS.test(k) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

/** Where log lines go; tests swap it to capture and inspect them. */
export const logSink: { write: (line: string) => void } = { write: (line) => void process.stdout.write(line + '\n') };

function emit(level: Level, message: string, fields?: Record<string, unknown>): void {
  let threshold: number = LEVELS.info;
  try {
    threshold = LEVELS[config().LOG_LEVEL];
  } catch {
    // configuration not loaded yet: log at info
  }
  if (LEVELS[level] < threshold) return;
  logSink.write(JSON.stringify({ level, message, time: new Date().toISOString(), ...(redact(fields ?? {}) as object) }));
}

/** A minimal structured JSON logger (one line per event, CloudWatch-friendly). */
export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => emit('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => emit('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => emit('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => emit('error', message, fields),
};
