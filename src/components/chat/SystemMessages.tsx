import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import type { SystemMessage } from '../../../protocol/messageCenter';
import { call } from '../../api/client';
import { refreshSystemCount } from '../../state/chat';
import { useStore } from '../../state/store';
import { messageTime } from './chatTime';

/** System notices (§7 messageManagement): newest first; opening one marks it read. */
export function SystemMessages({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const { language } = useStore();
  const [list, setList] = useState<SystemMessage[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    call('systemMessageList', { page: 1, pageSize: 50 })
      .then((res) => live && setList(res.success ? res.data.list : []))
      .catch(() => live && setList([]));
    return () => {
      live = false;
    };
  }, []);

  async function read(message: SystemMessage) {
    setOpen(open === message.id ? null : message.id);
    if (message.read) return;
    const res = await call('systemMessageDetail', { id: message.id }).catch(() => null);
    if (res?.success) setList((l) => l?.map((m) => (m.id === message.id ? res.data : m)) ?? l);
    await refreshSystemCount();
  }

  async function remove(id: number) {
    const res = await call('systemMessageDelete', { ids: [id] }).catch(() => null);
    if (res?.success) setList((l) => l?.filter((m) => m.id !== id) ?? l);
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
