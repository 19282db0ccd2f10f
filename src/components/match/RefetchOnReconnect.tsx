import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { useSocketUps } from '../../state/matchLive';
import { refetchAfterUp } from './matchQueries';

/** Asks the match loads again each time the worker's socket comes (back) up. Mounted once, in the layout. */
export function RefetchOnReconnect() {
  const client = useQueryClient();
  const ups = useSocketUps();
  const seen = useRef(ups);
  useEffect(() => {
    if (seen.current === ups) return;
    seen.current = ups;
    void refetchAfterUp(client, ups);
  }, [client, ups]);
  return null;
}
