import { Trans } from '@lingui/react/macro';

import type { ResponseOf } from '../../../../protocol/api';
import { formatDate } from '../../../i18n/format';
import { useStore } from '../../../state/store';
import { Avatar } from '../../ui/Avatar';

export type Fan = ResponseOf<'myFans'>['list'][number];

/** One follower: avatar, nickname, chat id, and since when they follow. */
export function FanRow({ fan }: { fan: Fan }) {
  const { language } = useStore();
  const since = formatDate(language, fan.since, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="fan-row" data-testid="fan-row" data-uid={fan.uid}>
      <Avatar src={fan.avatar} name={fan.nickname} size={44} />
      <div className="fan-text">
        <strong className="fan-name" data-testid="fan-name">
          {fan.nickname}
        </strong>
        <span className="fan-since">
          <Trans>
            Follows you since <time dateTime={new Date(fan.since).toISOString()}>{since}</time>
          </Trans>
        </span>
      </div>
    </li>
  );
}
