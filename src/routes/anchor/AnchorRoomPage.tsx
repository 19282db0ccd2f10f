import { useLingui } from '@lingui/react/macro';

import { EmptyState } from '../../components/ui/EmptyState';

/** /anchor/room/{id}: an anchor's live room with chat. */
export function AnchorRoomPage() {
  const { t } = useLingui();
  return <EmptyState title={t`This anchor is offline`} />;
}
