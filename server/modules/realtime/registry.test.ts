import { describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { LoginStatus } from '../../../protocol/im';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import { type SocketCall, SocketFunctions } from './registry';

const call = (userId: number | undefined): SocketCall => ({
  ctx: {} as AppContext,
  userID: userId === undefined ? 'guest_1' : String(userId),
  userId,
  socketId: 's1',
});

describe('socket function registry', () => {
  it('runs a function by name for users, and for guests only where the module allows it', async () => {
    const functions = new SocketFunctions();
    functions.register('im', {
      GetLoginStatus: {
        user: (c) => Promise.resolve({ status: LoginStatus.Logged, userID: c.userID }),
        guest: (c) => Promise.resolve({ status: LoginStatus.Guest, userID: c.userID }),
      },
      GetNewestSeq: { user: () => Promise.resolve({ seqs: { a: 1 } }) },
    });
    expect(await functions.run(call(5), 'GetLoginStatus', {})).toEqual({
      status: LoginStatus.Logged,
      userID: '5',
    });
    expect(await functions.run(call(undefined), 'GetLoginStatus', {})).toEqual({
      status: LoginStatus.Guest,
      userID: 'guest_1',
    });
    expect(await functions.run(call(5), 'GetNewestSeq', {})).toEqual({ seqs: { a: 1 } });
    const refused = await functions.run(call(undefined), 'GetNewestSeq', {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(ErrorCode.LoginRequired);
  });

  it('refuses a name two modules register, and lists the functions no module registered', () => {
    const functions = new SocketFunctions();
    functions.register('im', { Logout: { user: () => Promise.resolve({}) } });
    expect(() => functions.register('room', { Logout: { user: () => Promise.resolve({}) } })).toThrow(
      /Logout of room is already registered by im/,
    );
    expect(functions.missing()).toContain('SendMessage');
    expect(functions.missing()).not.toContain('Logout');
  });
});
