import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';

import { api, type EndpointName, type RequestOf } from '../../protocol/api';
import { ErrorCode } from '../../protocol/errors';
import { startTestServer, type TestServer } from '../../test/helpers/testServer';
import type { Session } from './auth';
import type { HandlerInput, SessionFor } from './registerApi';

/**
 * Handlers get the session their endpoint's access level guarantees (issue 14): `Session` on 'user'
 * endpoints, so no handler needs a non-null assertion, `Session | undefined` on 'admin' ones (the admin key
 * carries none) and `undefined` on 'public' ones. The types only hold because registerApi refuses a
 * 'user' or 'admin' call without a live session before the handler runs; the second part checks that.
 */

type NamesWith<A> = { [N in EndpointName]: (typeof api)[N]['access'] extends A ? N : never }[EndpointName];

describe('handler input typing', () => {
  it('narrows the session by the access level of the protocol table', () => {
    expectTypeOf<SessionFor<'user'>>().toEqualTypeOf<Session>();
    expectTypeOf<SessionFor<'admin'>>().toEqualTypeOf<Session | undefined>();
    expectTypeOf<SessionFor<'public'>>().toEqualTypeOf<undefined>();
    expectTypeOf<HandlerInput<'userInfo'>['session']>().toEqualTypeOf<Session>();
    expectTypeOf<HandlerInput<'friendList'>['session']>().toEqualTypeOf<Session>();
    expectTypeOf<HandlerInput<'adminReview'>['session']>().toEqualTypeOf<Session | undefined>();
    expectTypeOf<HandlerInput<'passwordLogin'>['session']>().toEqualTypeOf<undefined>();
    // Every 'user' endpoint at once, not only the samples above.
    expectTypeOf<HandlerInput<NamesWith<'user'>>['session']>().toEqualTypeOf<Session>();
  });
});

describe('registerApi refuses calls without a session before the handler', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite' });
  });
  afterAll(async () => {
    await s?.close();
  });

  const guarded = (Object.keys(api) as EndpointName[]).filter((n) => api[n].access !== 'public');

  it('answers every user and admin endpoint without a token with a refusal', async () => {
    expect(guarded.length).toBeGreaterThan(50);
    for (const name of guarded) {
      // `{}` may fail the endpoint's schema (checked first, so the handler is not reached either);
      // when the schema takes it, the refusal must be the missing login.
      const body = {} as RequestOf<typeof name>;
      const emptyIsValid = api[name].request.safeParse(body).success;
      for (const token of [undefined, 'not-a-token']) {
        const reply = await s.call(name, body, { token });
        expect(reply.body.success, `${name} answered without a session`).toBe(false);
        const missing = token === undefined ? ErrorCode.LoginRequired : ErrorCode.LoginExpired;
        expect(emptyIsValid ? [missing] : [missing, ErrorCode.InvalidInput], name).toContain(reply.body.code);
      }
    }
  });
});
