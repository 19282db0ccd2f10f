import { useLingui } from '@lingui/react/macro';

import { EmptyState } from '../../components/ui/EmptyState';

/** /chat/message, /chat/address-book, /chat/more. */
export function ChatPage() {
  const { t } = useLingui();
  return <EmptyState title={t`No conversations yet`} />;
}
