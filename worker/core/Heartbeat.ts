import { IM_HEARTBEAT_MS, IM_IDLE_MS } from '../../protocol/im';
import type { Clock, TimerHandle } from './deps';

/**
 * The heartbeat of §7: when nothing is received for IM_IDLE_MS, check the login status, then again
 * every IM_HEARTBEAT_MS while only those answers arrive; a check left unanswered until the next one
 * is due means the socket is dead. Any other frame restarts the idle wait.
 */
export class Heartbeat {
  private idleTimer: TimerHandle = null;
  private beatTimer: TimerHandle = null;
  private probeOp: string | null = null;
  private answered = false;

  constructor(
    private readonly clock: Clock,
    private readonly randomId: () => string,
    private readonly hooks: { probe(operationID: string): void; dead(): void },
  ) {}

  /** Something other than a probe answer arrived: wait IM_IDLE_MS of silence again. */
  touch(): void {
    this.stop();
    this.idleTimer = this.clock.setTimeout(() => this.beat(), IM_IDLE_MS);
  }

  /** True when `operationID` answers the probe in flight (the answer keeps the 10 s cadence). */
  answers(operationID: string): boolean {
    if (this.probeOp === null || operationID !== this.probeOp) return false;
    this.answered = true;
    return true;
  }

  stop(): void {
    this.clock.clearTimeout(this.idleTimer);
    this.clock.clearTimeout(this.beatTimer);
    this.idleTimer = this.beatTimer = null;
    this.probeOp = null;
  }

  private beat(): void {
    if (this.probeOp !== null && !this.answered) {
      this.stop();
      this.hooks.dead();
      return;
    }
    this.probeOp = this.randomId();
    this.answered = false;
    this.hooks.probe(this.probeOp);
    this.beatTimer = this.clock.setTimeout(() => this.beat(), IM_HEARTBEAT_MS);
  }
}
