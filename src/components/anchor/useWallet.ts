import type { z } from 'zod';

import type { redPacketStatsResponse } from '../../../protocol/redPacket';
import { useStore } from '../../state/store';
import { useCallQuery } from '../ui/useCallQuery';

export type WalletStats = z.infer<typeof redPacketStatsResponse>;

/**
 * The logged-in user's wallet (GET /redPacket/stats): gold coins and coupons per tier, null while
 * unknown or for visitors. `setCoins` puts in a balance a send answered with; `reload` asks again.
 * Asked at every mount: another tab or a claim may have moved it.
 */
export function useWallet() {
  const { userInfo } = useStore();
  const wallet = useCallQuery('redPacketStats', {}, { enabled: userInfo !== null, staleTime: 0 });
  const { setData } = wallet;
  return {
    stats: userInfo ? wallet.data : null,
    setCoins: (coins: number) => setData((s) => (s ? { ...s, coins } : s)),
    reload: wallet.reload,
  };
}
