import { describe, expect, it, vi } from 'vitest';
import { testAppForFile } from '../test/harness.js';

const t = testAppForFile();

/** As Drizzle throws a driver error: its own error, the driver's as the cause. */
function failedQuery(driverMessage: string): Error {
  return new Error('Failed query: select 1\nparams: ', { cause: new Error(driverMessage) });
}

describe('database faults at the edge', () => {
  it.each([
    ['a query the database did not answer in time', 'Query read timeout'],
    ['a query on a connection that failed or was given up', 'Client has encountered a connection error and is not queryable'],
    ['a connection the server ended', 'Connection terminated unexpectedly'],
  ])('answers serviceUnavailable for %s', async (_, driverMessage) => {
    vi.spyOn(t.app.sites, 'startup').mockRejectedValueOnce(failedQuery(driverMessage));
    const response = await t.app.inject({ method: 'POST', url: '/api/startup', payload: { domain_name: 'localhost' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ statusCode: 503, message: 'serviceUnavailable' });
  });

  it('still answers an unknown fault with internalServerError', async () => {
    vi.spyOn(t.app.sites, 'startup').mockRejectedValueOnce(failedQuery('column "nope" does not exist'));
    const response = await t.app.inject({ method: 'POST', url: '/api/startup', payload: { domain_name: 'localhost' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, message: 'internalServerError' });
  });
});
