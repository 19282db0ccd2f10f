import type { ImEvent, ReplyFrame } from '../../protocol/im';

/** A pushed event frame (errCode 0; ImConnection drops the others). */
export type EventFrame = ReplyFrame & { event: ImEvent };

/** What a part of the core (chat, rooms, match updates) does with each event kind it owns. */
export type FrameHandlers = Partial<Record<ImEvent, (frame: EventFrame) => void>>;

/**
 * Routes the socket's pushed events by kind to the part of the core that owns the kind; a kind no
 * part claims goes to `other`. Parts are plugged in once, and a kind belongs to one part only.
 */
export class FrameRouter {
  private readonly routes = new Map<ImEvent, (frame: EventFrame) => void>();

  constructor(private readonly other: (frame: EventFrame) => void) {}

  plug(handlers: FrameHandlers): this {
    for (const [kind, handler] of Object.entries(handlers) as [ImEvent, (frame: EventFrame) => void][]) {
      if (this.routes.has(kind)) throw new Error(`${kind} already routed`);
      this.routes.set(kind, handler);
    }
    return this;
  }

  route(frame: EventFrame): void {
    (this.routes.get(frame.event) ?? this.other)(frame);
  }
}
