import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import { funcData, type funcReply, type ImFunc } from '../../../protocol/im';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import type { HubSocket } from './hub';

/** Who calls a socket function: a user (userId set) or a guest (read-only). */
export interface SocketCall {
  ctx: AppContext;
  userID: string;
  userId: number | undefined;
  socketId: string;
  /** The calling socket (rooms keep it to deliver to). */
  socket?: HubSocket;
  /** Called by SendMessage once the message has its place in the store order (the socket reads on). */
  queued?: () => void;
}
export type UserSocketCall = SocketCall & { userId: number };

export type FuncData<N extends ImFunc> = z.output<(typeof funcData)[N]>;
export type FuncReply<N extends ImFunc> = z.input<(typeof funcReply)[N]>;
type Fn<N extends ImFunc, C> = (call: C, data: FuncData<N>) => Promise<FuncReply<N>>;

/** One socket function: what a logged-in user gets, and what a guest gets (else 1005 to a guest). */
export interface SocketFunction<N extends ImFunc> {
  user: Fn<N, UserSocketCall>;
  guest?: Fn<N, SocketCall>;
}
export type SocketFunctionTable = { [N in ImFunc]?: SocketFunction<N> };

/**
 * The socket functions of the app, like registerApi for HTTP: each module registers its own frames
 * (private chat, rooms, red envelopes, matches) and the gateway runs them by name. A name registered
 * twice is refused at start, and so is a function of the protocol that no module registered.
 */
export class SocketFunctions {
  private readonly table = new Map<ImFunc, { owner: string; fn: SocketFunction<ImFunc> }>();

  register(owner: string, functions: SocketFunctionTable): void {
    for (const name of Object.keys(functions) as ImFunc[]) {
      const taken = this.table.get(name);
      if (taken)
        throw new Error(`socket function ${name} of ${owner} is already registered by ${taken.owner}`);
      this.table.set(name, { owner, fn: functions[name] as SocketFunction<ImFunc> });
    }
  }

  /** The protocol's functions that no module registered (buildApp refuses to start with any). */
  missing(): ImFunc[] {
    return (Object.keys(funcData) as ImFunc[]).filter((name) => !this.table.has(name));
  }

  /** Runs one validated function for the socket's caller; refusals are thrown as ApiError. */
  run<N extends ImFunc>(call: SocketCall, name: N, data: FuncData<N>): Promise<FuncReply<N>> {
    const entry = this.table.get(name);
    if (!entry) return Promise.reject(new ApiError(ErrorCode.NotFound));
    const fn = entry.fn as unknown as SocketFunction<N>;
    if (call.userId === undefined)
      return fn.guest ? fn.guest(call, data) : Promise.reject(new ApiError(ErrorCode.LoginRequired));
    return fn.user(call as UserSocketCall, data);
  }
}
