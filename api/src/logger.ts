import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** `destination`: where lines go instead of stdout (tests that read what was logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'api' },
    // Credentials never reach a log line, even when a handler logs a whole request.
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  };
  return destination ? pino(options, destination) : pino(options);
}
