import { createHash } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';

import webpush, { type RequestOptions } from 'web-push';

import { isLanguage, type Language, DEFAULT_LANGUAGE } from '../../../protocol/language';
import { payloadBytes, PUSH_PAYLOAD_MAX_BYTES, type PushMessage } from '../../../protocol/push';
import type { AppContext } from '../../context';
import { pruneEndpoint, type SubscriptionRow } from './subscriptions';
import type { VapidKeys } from './vapid';

/** How a push travels: how long the push service keeps it, how urgent, what it replaces. */
export interface PushEnvelope {
  message: PushMessage;
  /** Seconds the push service keeps an undelivered push. */
  ttl: number;
  urgency: 'normal' | 'high';
  /** An undelivered push of the same topic is replaced, not stacked (RFC 8030 §5.4). */
  topic: string;
}

/** Builds the push of one recipient (in its language); null sends nothing to it. */
export type BuildPush = (language: Language, row: SubscriptionRow) => PushEnvelope | null;

const CONCURRENCY = 8;
const TIMEOUT_MS = 10_000;

/** A topic is at most 32 base64url characters: a digest of the subject. */
export function topicOf(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url').slice(0, 32);
}

/** The JSON that goes out, or null when it would not fit a push body (4 KB). */
export function encodePush(message: PushMessage): string | null {
  const json = JSON.stringify(message);
  return payloadBytes(json) <= PUSH_PAYLOAD_MAX_BYTES ? json : null;
}

function agentOf(caFile: string | undefined): https.Agent {
  const ca = caFile ? [...tls.rootCertificates, fs.readFileSync(caFile, 'utf8')] : undefined;
  return new https.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2, ...(ca ? { ca } : {}) });
}

/**
 * Sends Web Push (RFC 8030 + 8291 aes128gcm + VAPID) through `web-push`, a few at a time. A 404 or
 * 410 from the push service means the browser dropped the subscription: the row is deleted.
 */
export class PushSender {
  private readonly agent: https.Agent;

  constructor(
    private readonly ctx: AppContext,
    private readonly vapid: VapidKeys,
  ) {
    this.agent = agentOf(ctx.config.push.caFile);
  }

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  async send(
    rows: readonly SubscriptionRow[],
    build: BuildPush,
  ): Promise<{
    sent: number;
    failed: number;
    pruned: number;
  }> {
    const stats = { sent: 0, failed: 0, pruned: 0 };
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        const outcome = await this.sendOne(row, build);
        if (outcome !== 'skipped') stats[outcome]++;
        if (outcome === 'sent') this.ctx.metrics.pushSent.inc();
        if (outcome === 'failed') this.ctx.metrics.pushFailed.inc();
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
    return stats;
  }

  private async sendOne(
    row: SubscriptionRow,
    build: BuildPush,
  ): Promise<'sent' | 'failed' | 'pruned' | 'skipped'> {
    const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
    const envelope = build(language, row);
    if (!envelope) return 'skipped';
    const payload = encodePush(envelope.message);
    if (payload === null) {
      this.ctx.log.warn({ type: envelope.message.type }, 'push too large to send');
      return 'failed';
    }
    const options: RequestOptions = {
      vapidDetails: this.vapid,
      TTL: envelope.ttl,
      urgency: envelope.urgency,
      topic: envelope.topic,
      contentEncoding: 'aes128gcm',
      agent: this.agent,
      timeout: TIMEOUT_MS,
    };
    try {
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        payload,
        options,
      );
      return 'sent';
    } catch (error) {
      if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await pruneEndpoint(this.ctx, row.endpoint);
        return 'pruned';
      }
      const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      this.ctx.log.warn(
        { status, err: error instanceof Error ? error.message : String(error), platform: row.platform },
        'push not delivered',
      );
      return 'failed';
    }
  }

  close(): void {
    this.agent.destroy();
  }
}
