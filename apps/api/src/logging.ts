import { type Level, type Logger, pino } from 'pino';

// One logger for the whole shop, made here at boot and passed around (createApp, MailSettings, req.log).
// A person at a terminal reads one short line per event; anything else (a file, a pipe, a log
// collector, the benchmarks) gets pino's JSON lines, one object each, as cheap as pino makes them.

/** LOG_FORMAT: `auto` is readable lines on a terminal and JSON elsewhere. */
export type LogFormatSetting = 'auto' | 'pretty' | 'json';

/** What the shop writes: readable lines for a person, or JSON lines for a program. */
export function chooseLogFormat(
  setting: LogFormatSetting,
  stdoutIsTerminal: boolean | undefined,
): 'pretty' | 'json' {
  if (setting !== 'auto') return setting;
  return stdoutIsTerminal === true ? 'pretty' : 'json';
}

/** The shop's logger on stdout, in the chosen format. */
export async function createLogger(level: string, format: 'pretty' | 'json'): Promise<Logger> {
  if (format === 'json') return pino({ level });
  // Loaded only for a terminal: JSON output never pays for it.
  const { prettyFactory } = await import('pino-pretty');
  const pretty = prettyFactory(PRETTY_OPTIONS);
  // Written synchronously, line by line: nothing is lost or reordered when the shop exits.
  const stdout = pino.destination({ fd: 1, sync: true });
  return pino({ level }, { write: (line: string) => void stdout.write(pretty(line)) });
}

/**
 * What a terminal shows of a line: its message (or the request's method, URL, status and time) after
 * the clock time, and below it only what the message does not say (an error's stack, a few details).
 * The facts the business lines carry as fields for JSON readers are in their message already.
 */
const PRETTY_OPTIONS = {
  ignore: 'time,level,pid,hostname,req,res,responseTime,reqId,order,mail,owner,stopStep',
  messageFormat: prettyMessage,
  // The timestamp is printed by prettyMessage: no `[…]`, no `INFO:` on every line.
  translateTime: false,
  // The line's own colours (status, level, time) on the terminal's text colour, not all in cyan.
  customColors: 'message:reset',
} as const;

/** Some of colorette's colours (pino-pretty's), or the identity when colours are off. */
interface Colours {
  gray: (text: string) => string;
  yellow: (text: string) => string;
  red: (text: string) => string;
  cyan: (text: string) => string;
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/**
 * `12:04:31 GET /api/articlesPaginate 200 3 ms`, `12:04:32 Order VT-2026-000042 placed: …`, and the
 * level before the message when it is not info: `12:04:33 WARN Owner sign-in refused …`.
 */
export function prettyMessage(
  log: Record<string, unknown>,
  messageKey: string,
  _levelLabel: string,
  extras: { colors: Colours },
): string {
  const colours = extras.colors;
  const level = typeof log.level === 'number' ? log.level : 30;
  const time = colours.gray(clockTime(log.time));
  const label = level === 30 ? '' : `${levelColour(level, colours)(LEVEL_NAMES[level] ?? String(level))} `;
  return `${time} ${label}${requestLine(log, colours) ?? String(log[messageKey] ?? '')}`;
}

function requestLine(log: Record<string, unknown>, colours: Colours): string | undefined {
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  if (!req || !res || typeof log.responseTime !== 'number') return undefined;
  const status = res.statusCode ?? 0;
  const statusText =
    status >= 500
      ? colours.red(String(status))
      : status >= 400
        ? colours.yellow(String(status))
        : String(status);
  return `${req.method} ${req.url} ${statusText} ${colours.gray(`${Math.round(log.responseTime)} ms`)}`;
}

function levelColour(level: number, colours: Colours): (text: string) => string {
  if (level >= 50) return colours.red;
  if (level >= 40) return colours.yellow;
  if (level <= 20) return colours.gray;
  return colours.cyan;
}

/** HH:MM:SS, local time: the clock on the wall of whoever reads the terminal. */
function clockTime(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

/**
 * 4xx a shopper meets in the ordinary course (a form refused with its reason, a session expired, an
 * existing client asked for its code, a stale anti-forgery token): each is answered to that person, and
 * the business lines say what matters, so their request lines are details for debugging. A 404, 405,
 * 413, 415, 429 or 400 (a missing page, a broken client or a flood) stays at info. A 503 is the
 * database being away (the error middleware said why, once): a warning. Other 5xx are errors.
 */
const ROUTINE_REFUSALS = new Set([401, 403, 409, 422]);

export function requestLogLevel(statusCode: number, error?: unknown): Level {
  if (statusCode === 503) return 'warn';
  if (error || statusCode >= 500) return 'error';
  return ROUTINE_REFUSALS.has(statusCode) ? 'debug' : 'info';
}
