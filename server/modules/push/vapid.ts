import { eq } from 'drizzle-orm';
import webpush from 'web-push';

import type { AppContext } from '../../context';
import { settings } from '../../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const SETTINGS_KEY = 'vapid';

/** The contact push services see; a site should set VAPID_SUBJECT (Apple refuses localhost). */
function subjectOf(ctx: AppContext): string {
  if (ctx.config.push.vapidSubject) return ctx.config.push.vapidSubject;
  const url = ctx.config.publicUrl;
  return url?.startsWith('https://') ? url : 'mailto:admin@tribune.example';
}

/**
 * VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated on first start and kept in
 * the settings table, so every node of a site (and every restart) signs with the same key and the
 * browsers' subscriptions stay valid. Invalid keys or subject stop the start with a clear error.
 */
export async function loadVapid(ctx: AppContext): Promise<VapidKeys> {
  const subject = subjectOf(ctx);
  const { vapidPublicKey, vapidPrivateKey } = ctx.config.push;
  let keys: { publicKey: string; privateKey: string };
  if (vapidPublicKey || vapidPrivateKey) {
    if (!vapidPublicKey || !vapidPrivateKey)
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    keys = { publicKey: vapidPublicKey, privateKey: vapidPrivateKey };
  } else {
    const { db } = ctx.database;
    await db
      .insert(settings)
      .values({ key: SETTINGS_KEY, value: webpush.generateVAPIDKeys() })
      .onConflictDoNothing();
    const [row] = await db.select().from(settings).where(eq(settings.key, SETTINGS_KEY)).limit(1);
    keys = row!.value as { publicKey: string; privateKey: string };
  }
  // Throws on a malformed key pair or subject (web-push checks lengths and the subject's scheme).
  webpush.getVapidHeaders('https://push.example', subject, keys.publicKey, keys.privateKey, 'aes128gcm');
  return { ...keys, subject };
}
