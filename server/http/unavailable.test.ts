import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import { installErrorHandling } from './errorHandling';
import { isUnavailable, outageLog } from './unavailable';

/** Issue 17: an unreachable database is "try again" (503, code 1007), never a 500 with a stack. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isUnavailable', () => {
  it('knows a restarting or unreachable PostgreSQL, a cut connection and a Redis timeout', () => {
    expect(isUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    );
    expect(isUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(new Error('Command timed out'))).toBe(true);
    // Drizzle wraps the driver's error in `cause`.
    const wrapped = new Error('Failed query: select 1', {
      cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED'),
    });
    expect(isUnavailable(wrapped)).toBe(true);
  });

  it('leaves faults of ours and refusals of the data alone', () => {
    expect(isUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isUnavailable('a string')).toBe(false);
  });

  it('logs the same outage once a minute, not once per call', () => {
    const lines: string[] = [];
    const log = outageLog((details) => lines.push(JSON.stringify(details)));
    for (let i = 0; i < 50; i++) log(new Error('connect ECONNREFUSED 127.0.0.1:5432'), '/web/x');
    log(new Error('Connection terminated unexpectedly'), '/web/y');
    expect(lines).toHaveLength(2);
  });
});

describe('the HTTP answer', () => {
  it('is 503 with code 1007 and Retry-After for an outage, 500 with 1004 for a fault', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.post('/web/outage', () =>
      Promise.reject(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    );
    app.post('/web/fault', () => Promise.reject(new TypeError('x is undefined')));
    const outage = await app.inject({ method: 'POST', url: '/web/outage', payload: {} });
    expect(outage.statusCode).toBe(503);
    expect(outage.headers['retry-after']).toBe('2');
    expect(outage.json()).toMatchObject({ success: false, code: ErrorCode.Unavailable });
    expect(outage.body).not.toContain('ECONNREFUSED');
    const fault = await app.inject({ method: 'POST', url: '/web/fault', payload: {} });
    expect(fault.statusCode).toBe(500);
    expect(fault.json()).toMatchObject({ success: false, code: ErrorCode.Internal });
    await app.close();
  });
});
