import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Secrets } from './context';
import type { Database } from './db/client';
import { settings } from './db/schema';

/**
 * Secrets come from SECRET_KEY when given; otherwise they are generated on first start and kept in
 * the database, so every node of a scaled-out site (same DATABASE_URL) signs with the same key.
 */
export async function loadSecrets(database: Database, secretKey: string | undefined): Promise<Secrets> {
  const fresh: Secrets = {
    key: randomBytes(32).toString('base64url'),
    adminKey: randomBytes(24).toString('base64url'),
  };
  await database.db.insert(settings).values({ key: 'secrets', value: fresh }).onConflictDoNothing();
  const [row] = await database.db.select().from(settings).where(eq(settings.key, 'secrets')).limit(1);
  const stored = (row?.value ?? fresh) as Secrets;
  return secretKey ? { ...stored, key: secretKey } : stored;
}
