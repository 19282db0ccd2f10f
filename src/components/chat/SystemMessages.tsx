import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { SystemMessage } from '../../../protocol/messageCenter';
import { callData, errorText } from '../../api/client';
import { refreshSystemCount } from '../../state/chat';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { useCallQuery } from '../ui/useCallQuery';
import { messageTime } from './chatTime';

/** The notices shown: the newest 50 (§7 page size), asked at every opening (the socket announces new ones). */
const LIST_BODY = { page: 1, pageSize: 50 } as const;

/** System notices (§7 messageManagement): newest first; opening one marks it read. */
export function SystemMessages({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const { language } = useStore();
  const notices = useCallQuery('systemMessageList', LIST_BODY, { staleTime: 0 });
  const list = notices.data?.list ?? null;
  const [open, setOpen] = useState<number | null>(null);
  const change = (update: (list: SystemMessage[]) => SystemMessage[]) =>
    notices.setData((d) => (d ? { ...d, list: update(d.list) } : d));

  async function read(message: SystemMessage) {
    setOpen(open === message.id ? null : message.id);
    if (message.read) return;
    try {
      const detail = await callData('systemMessageDetail', { id: message.id });
      change((l) => l.map((m) => (m.id === message.id ? detail : m)));
    } catch (failure) {
      showToast(errorText(failure), 'error');
    }
    await refreshSystemCount();
  }

  async function remove(id: number) {
    try {
      await callData('systemMessageDelete', { ids: [id] });
      change((l) => l.filter((m) => m.id !== id));
    } catch (failure) {
      showToast(errorText(failure), 'error');
    }
    await refreshSystemCount();
  }

  return (
    <section className="chat-conversation" aria-label={t`System notices`}>
      <header className="chat-conversation-head">
        <button type="button" className="chat-back" onClick={onBack} aria-label={t`Back`}>
          ←
        </button>
        <h2>
          <Trans>System notices</Trans>
        </h2>
      </header>
      <ul className="chat-system-list">
        {notices.error && !list ? (
          <li className="chat-notice" role="alert">
            {notices.error}
          </li>
        ) : null}
        {list?.length === 0 ? (
          <li className="chat-notice">
            <Trans>No notices</Trans>
          </li>
        ) : null}
        {list?.map((m) => (
          <li key={m.id} className={m.read ? 'chat-system' : 'chat-system unread'}>
            <button
              type="button"
              className="chat-system-title"
              aria-expanded={open === m.id}
              onClick={() => void read(m)}
            >
              <strong>{m.title}</strong>
              <time>{messageTime(language, m.createdAt)}</time>
            </button>
            {open === m.id ? (
              <div className="chat-system-body">
                <p>{m.body}</p>
                <button type="button" className="btn-link" onClick={() => void remove(m.id)}>
                  <Trans>Delete</Trans>
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
