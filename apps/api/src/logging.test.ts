import { describe, expect, it } from 'vitest';
import { chooseLogFormat, prettyMessage, requestLogLevel } from './logging.js';

describe('the log format', () => {
  it('is readable lines on a terminal and JSON anywhere else, unless LOG_FORMAT says which', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty');
    expect(chooseLogFormat('auto', false)).toBe('json');
    // process.stdout.isTTY is undefined when stdout is a file or a pipe.
    expect(chooseLogFormat('auto', undefined)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });
});

describe('a request line', () => {
  it('is at debug for the refusals a shopper meets every day, at info for the 4xx worth a look', () => {
    for (const status of [401, 403, 409, 422]) expect(requestLogLevel(status), String(status)).toBe('debug');
    for (const status of [200, 201, 204, 304, 400, 404, 405, 413, 415, 429]) {
      expect(requestLogLevel(status), String(status)).toBe('info');
    }
    expect(requestLogLevel(503)).toBe('warn');
    expect(requestLogLevel(500)).toBe('error');
    expect(requestLogLevel(200, new Error('aborted'))).toBe('error');
  });

  it('reads on a terminal as the time, method, address, status and duration', () => {
    const noColours = { gray: String, yellow: String, red: String, cyan: String };
    const time = new Date(2026, 10, 26, 12, 4, 31).getTime();
    const request = {
      time,
      level: 30,
      req: { id: 7, method: 'GET', url: '/api/articlesPaginate' },
      res: { statusCode: 200 },
      responseTime: 3.4,
      msg: 'request completed',
    };
    expect(prettyMessage(request, 'msg', 'level', { colors: noColours })).toBe(
      '12:04:31 GET /api/articlesPaginate 200 3 ms',
    );
    const warning = { time, level: 40, msg: 'Owner sign-in refused: wrong password (from 127.0.0.1)' };
    expect(prettyMessage(warning, 'msg', 'level', { colors: noColours })).toBe(
      '12:04:31 WARN Owner sign-in refused: wrong password (from 127.0.0.1)',
    );
  });
});
