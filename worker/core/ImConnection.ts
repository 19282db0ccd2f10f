import { ErrorCode, LOGOUT_CODES } from '../../protocol/errors';
import { IM_HEARTBEAT_MS, ImCloseCode, type ImFunc, type ReplyFrame, SdkCode } from '../../protocol/im';
import type { ConnectionState } from '../../protocol/imWorkerApi';
import { reconnectDelay } from './backoff';
import type { ConnectionListener, ConnectionTarget, ImCoreDeps, SocketLike, TimerHandle } from './deps';
import { Heartbeat } from './Heartbeat';
import { buildRequest, type FuncInput, ImRequestError, isEvent, parseReply, socketUrl } from './frames';

interface Pending {
  resolve(frame: ReplyFrame): void;
  reject(error: Error): void;
  timer: TimerHandle;
}

/**
 * The socket state machine: idle → connecting → open → loggedIn (GetLoginStatus answered), heartbeat
 * of §7 (nothing received for IM_IDLE_MS → GetLoginStatus every IM_HEARTBEAT_MS; a probe left
 * unanswered → reconnect), reconnect after IM_RECONNECT_MS then backoff with jitter (backoff.ts),
 * reset once logged in. Replies are matched to requests by operationID.
 */
export class ImConnection {
  state: ConnectionState = 'idle';
  sdkCode: number | null = null;
  private socket: SocketLike | null = null;
  private generation = 0;
  private attempt = 0;
  private userID = '';
  private readonly pending = new Map<string, Pending>();
  private reconnectTimer: TimerHandle = null;
  private resolveTarget: (() => Promise<ConnectionTarget>) | null = null;
  private readonly heartbeat: Heartbeat;

  constructor(
    private readonly deps: Pick<ImCoreDeps, 'socket' | 'clock' | 'random' | 'randomId'>,
    private readonly listener: ConnectionListener,
  ) {
    this.heartbeat = new Heartbeat(deps.clock, deps.randomId, {
      probe: (operationID) => this.socket?.send(buildRequest('GetLoginStatus', operationID, this.userID, {})),
      dead: () => this.dropped(SdkCode.ConnectionClosed),
    });
  }

  /** Starts connecting (and keeps reconnecting) until stop(). */
  start(resolveTarget: () => Promise<ConnectionTarget>): void {
    this.stop();
    this.resolveTarget = resolveTarget;
    void this.open();
  }

  /** Closes on purpose: no reconnect, pending requests rejected. */
  stop(): void {
    this.resolveTarget = null;
    this.teardown();
    this.attempt = 0;
    this.setState('idle', null);
  }

  /** The network came back (or the tab woke up): skip the rest of the backoff wait. */
  reconnectNow(): void {
    if (this.reconnectTimer === null || this.resolveTarget === null) return;
    this.deps.clock.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    void this.open();
  }

  request<F extends ImFunc>(func: F, data: FuncInput<F>): Promise<ReplyFrame> {
    const socket = this.socket;
    if (socket === null || this.state === 'connecting' || this.state === 'idle') {
      return Promise.reject(new ImRequestError('notConnected'));
    }
    const operationID = this.deps.randomId();
    return new Promise<ReplyFrame>((resolve, reject) => {
      // A socket that does not answer for a whole heartbeat period is dead: drop it and reconnect.
      const timer = this.deps.clock.setTimeout(() => {
        this.pending.delete(operationID);
        reject(new ImRequestError('timeout'));
        this.dropped(SdkCode.ConnectionClosed);
      }, IM_HEARTBEAT_MS);
      this.pending.set(operationID, { resolve, reject, timer });
      socket.send(buildRequest(func, operationID, this.userID, data));
    });
  }

  private async open(): Promise<void> {
    this.reconnectTimer = null;
    const generation = ++this.generation;
    this.setState('connecting', SdkCode.Connecting);
    let target: ConnectionTarget;
    try {
      if (this.resolveTarget === null) return;
      target = await this.resolveTarget();
    } catch {
      if (generation === this.generation) this.dropped(SdkCode.NetworkError);
      return;
    }
    if (generation !== this.generation) return;
    this.userID = target.userID;
    let opened = false;
    this.socket = this.deps.socket(socketUrl(target.url, target.userID, target.token), {
      open: () => {
        if (generation !== this.generation) return;
        opened = true;
        this.setState('open', null);
        this.heartbeat.touch();
        void this.login(generation);
      },
      message: (text) => {
        if (generation === this.generation) this.receive(text);
      },
      close: (code) => {
        if (generation !== this.generation) return;
        // A token the server no longer accepts, or a uid that is not the token's: not worth retrying.
        if (code === ImCloseCode.TokenInvalid || code === ImCloseCode.SendIdMismatch)
          this.refuse(ErrorCode.Forbidden);
        else this.dropped(opened ? SdkCode.ConnectionClosed : SdkCode.NetworkError);
      },
    });
  }

  private async login(generation: number): Promise<void> {
    let reply: ReplyFrame;
    try {
      reply = await this.request('GetLoginStatus', {});
    } catch {
      return; // dropped() already scheduled the reconnect
    }
    if (generation !== this.generation) return;
    if (reply.errCode === 0) {
      this.attempt = 0;
      this.setState('loggedIn', null);
      this.listener.loggedIn();
    } else this.refuse(reply.errCode);
  }

  private refuse(errCode: number): void {
    if (LOGOUT_CODES.includes(errCode)) {
      this.stop();
      this.listener.rejected(errCode);
    } else this.dropped(SdkCode.Connecting);
  }

  private receive(text: string): void {
    const frame = parseReply(text);
    if (frame === null) return;
    if (this.heartbeat.answers(frame.operationID)) {
      if (frame.errCode !== 0) this.refuse(frame.errCode);
      return;
    }
    this.heartbeat.touch();
    const pending = frame.operationID === '' ? undefined : this.pending.get(frame.operationID);
    if (pending) {
      this.pending.delete(frame.operationID);
      this.deps.clock.clearTimeout(pending.timer);
      pending.resolve(frame);
    } else if (isEvent(frame) && frame.errCode === 0) this.listener.event(frame);
  }

  private dropped(sdkCode: number): void {
    if (this.resolveTarget === null) return;
    this.teardown();
    this.setState('connecting', sdkCode);
    const delay = reconnectDelay(this.attempt++, this.deps.random);
    this.reconnectTimer = this.deps.clock.setTimeout(() => void this.open(), delay);
  }

  private teardown(): void {
    const { clock } = this.deps;
    this.generation++;
    this.heartbeat.stop();
    clock.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) {
      clock.clearTimeout(p.timer);
      p.reject(new ImRequestError('dropped'));
    }
  }

  private setState(state: ConnectionState, sdkCode: number | null): void {
    if (state === this.state && sdkCode === this.sdkCode) return;
    this.state = state;
    this.sdkCode = sdkCode;
    this.listener.state(state, sdkCode);
  }
}
