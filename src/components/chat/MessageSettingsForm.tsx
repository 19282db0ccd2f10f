import { Trans, useLingui } from '@lingui/react/macro';

import type { MessageSettings } from '../../../protocol/messageCenter';
import { call } from '../../api/client';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { showToast } from '../../state/toasts';
import { useRemote } from './useRemote';

/** The three message settings of §3, saved on each change. */
export function MessageSettingsForm() {
  const { t } = useLingui();
  const { data, failed, setData } = useRemote(() => call('messageSettingGet', {}), 0);
  const labels: Record<keyof MessageSettings, string> = {
    messageNotification: t`New message notifications`,
    messageInfoNotification: t`Show message content in notifications`,
    newMessageNotificationVoice: t`Sound for new messages`,
  };

  async function toggle(key: keyof MessageSettings) {
    if (!data) return;
    const next = { ...data, [key]: !data[key] };
    setData(next);
    try {
      const res = await call('messageSettingSet', next);
      if (res.success) setData(res.data);
      else {
        setData(data);
        showToast(messageFor(res), 'error');
      }
    } catch {
      setData(data);
      showToast(networkErrorMessage(), 'error');
    }
  }

  return (
    <section className="chat-more-card" aria-labelledby="chat-settings-title">
      <h2 id="chat-settings-title">
        <Trans>Message settings</Trans>
      </h2>
      {data === null ? (
        <p className="chat-notice">{failed ? networkErrorMessage() : t`Loading…`}</p>
      ) : (
        <ul className="setting-list">
          {(Object.keys(labels) as (keyof MessageSettings)[]).map((key) => (
            <li key={key}>
              <label className="switch-row">
                <span>{labels[key]}</span>
                <input
                  type="checkbox"
                  role="switch"
                  className="switch"
                  checked={data[key]}
                  onChange={() => void toggle(key)}
                  data-testid={`setting-${key}`}
                />
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
