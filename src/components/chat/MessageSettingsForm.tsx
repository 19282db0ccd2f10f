import { Trans, useLingui } from '@lingui/react/macro';

import type { MessageSettings } from '../../../protocol/messageCenter';
import { callData, errorText } from '../../api/client';
import { showToast } from '../../state/toasts';
import { useCallQuery } from '../ui/useCallQuery';

/** The three message settings of §3, saved on each change. */
export function MessageSettingsForm() {
  const { t } = useLingui();
  const { data, error, setData: setCached } = useCallQuery('messageSettingGet', {});
  const setData = (next: MessageSettings) => setCached(() => next);
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
      setData(await callData('messageSettingSet', next));
    } catch (failure) {
      setData(data);
      showToast(errorText(failure), 'error');
    }
  }

  return (
    <section className="chat-more-card" aria-labelledby="chat-settings-title">
      <h2 id="chat-settings-title">
        <Trans>Message settings</Trans>
      </h2>
      {data === null ? (
        <p className="chat-notice">{error ?? t`Loading…`}</p>
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
