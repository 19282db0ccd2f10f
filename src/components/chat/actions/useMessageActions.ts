import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { StoredMessage } from '../../../../protocol/imWorkerApi';
import { messageForCode, networkErrorMessage } from '../../../i18n/errorMessages';
import { deleteMessages, mergedContent, revokeMessage } from '../../../state/chatActions';
import { showToast } from '../../../state/toasts';
import { usePreview } from '../usePreview';
import type { MessageAction } from './MessageMenu';

export interface Forwarding {
  messages: StoredMessage[];
  merged: object | undefined;
}

/**
 * The message menu and the selection bar of the open conversation: copy, quote, forward (one by one
 * or merged), select, revoke, delete; refusals are shown translated.
 */
export function useMessageActions(
  conversationID: string,
  nameOf: (m: StoredMessage) => string,
  peerName: string,
) {
  const { t } = useLingui();
  const preview = usePreview();
  const [quoting, setQuoting] = useState<{ message: StoredMessage; summary: string } | null>(null);
  const [selected, setSelected] = useState<Map<string, StoredMessage> | null>(null);
  const [forwarding, setForwarding] = useState<Forwarding | null>(null);
  const [deleting, setDeleting] = useState<StoredMessage[] | null>(null);

  function report(code: number) {
    if (code !== 0) showToast(messageForCode(code), 'error');
  }

  function toggle(message: StoredMessage) {
    const next = new Map(selected ?? []);
    if (next.has(message.clientMsgID)) next.delete(message.clientMsgID);
    else next.set(message.clientMsgID, message);
    setSelected(next);
  }

  function onAction(action: MessageAction, message: StoredMessage) {
    switch (action) {
      case 'copy':
        navigator.clipboard.writeText(preview(message)).then(
          () => showToast(t`Copied`, 'success'),
          () => showToast(t`Could not copy`, 'error'),
        );
        return;
      case 'quote':
        setQuoting({ message, summary: `${nameOf(message)}: ${preview(message)}` });
        return;
      case 'forward':
        setForwarding({ messages: [message], merged: undefined });
        return;
      case 'select':
        toggle(message);
        return;
      case 'revoke':
        revokeMessage(message).then(report, () => showToast(networkErrorMessage(), 'error'));
        return;
      case 'delete':
        setDeleting([message]);
    }
  }

  function chosen(): StoredMessage[] {
    return [...(selected?.values() ?? [])].sort((a, b) => a.seq - b.seq || a.sendTime - b.sendTime);
  }

  function forwardChosen(merged: boolean) {
    const list = chosen();
    if (list.length === 0) return;
    if (!merged) return setForwarding({ messages: list, merged: undefined });
    const title = t`Chat history with ${peerName}`;
    const content = mergedContent(title, list, nameOf, preview);
    if (!content) return showToast(t`Too many messages to forward as one, choose fewer`, 'error');
    setForwarding({ messages: list, merged: content });
  }

  async function confirmDelete() {
    const list = deleting ?? [];
    setDeleting(null);
    const code = await deleteMessages(
      conversationID,
      list.map((m) => m.clientMsgID),
    ).catch(() => 113);
    report(code);
    if (code === 0) setSelected(null);
  }

  return {
    quoting,
    setQuoting,
    selected,
    setSelected,
    forwarding,
    setForwarding,
    deleting,
    setDeleting,
    onAction,
    chosen,
    forwardChosen,
    confirmDelete,
  };
}
