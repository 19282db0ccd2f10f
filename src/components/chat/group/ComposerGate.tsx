import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { messageForCode } from '../../../i18n/errorMessages';
import { ErrorCode } from '../../../../protocol/errors';
import { useStore } from '../../../state/store';
import { messageTime } from '../chatTime';
import type { Silence } from './useGroupChat';

/**
 * The composer of a group, or why I cannot write now (§4 group mutes, §8): muted until a time, the
 * whole group muted, or out of the group (left, removed, dismissed: the history stays readable).
 */
export function ComposerGate({ silence, children }: { silence: Silence; children: ReactNode }) {
  const { language } = useStore();
  if (!silence) return children;
  let sentence: ReactNode;
  if (silence.kind === 'muted') {
    const until = messageTime(language, silence.until);
    sentence = <Trans>You are muted until {until}</Trans>;
  } else if (silence.kind === 'mutedAll') sentence = <Trans>Only the owner and admins can speak now</Trans>;
  else sentence = messageForCode(ErrorCode.GroupGone);
  return (
    <p
      className="group-silence"
      role="status"
      data-testid="group-silence"
      data-kind={silence.kind}
      data-until={silence.kind === 'muted' ? silence.until : undefined}
    >
      {sentence}
    </p>
  );
}
