import { useEffect, useState } from 'react';

import type { redPacketStatsResponse } from '../../../protocol/redPacket';
import type { z } from 'zod';
import { call } from '../../api/client';
import { useStore } from '../../state/store';

export type WalletStats = z.infer<typeof redPacketStatsResponse>;

/**
 * The logged-in user's wallet (GET /redPacket/stats): gold coins and coupons per tier, null while
 * unknown or for visitors. `set` puts a balance a send answered with; `reload` asks again.
 */
export function useWallet() {
  const { userInfo } = useStore();
  const uid = userInfo?.uid ?? null;
  const [attempt, setAttempt] = useState(0);
  const [stats, setStats] = useState<{ uid: string; value: WalletStats } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    call('redPacketStats', {}).then(
      (res) => {
        if (live && res.success) setStats({ uid, value: res.data });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [uid, attempt]);
  const value = stats && stats.uid === uid ? stats.value : null;
  return {
    stats: value,
    setCoins: (coins: number) => setStats((s) => (s && uid ? { uid, value: { ...s.value, coins } } : s)),
    reload: () => setAttempt((n) => n + 1),
  };
}
