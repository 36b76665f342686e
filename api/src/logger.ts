import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'api' },
    // Credentials never reach a log line, even when a handler logs a whole request.
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  });
}
