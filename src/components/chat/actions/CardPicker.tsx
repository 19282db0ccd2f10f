import { useLingui } from '@lingui/react/macro';

import { networkErrorMessage } from '../../../i18n/errorMessages';
import { sendCard } from '../../../state/chat';
import { showToast } from '../../../state/toasts';
import { Dialog } from '../../ui/Dialog';
import { FriendPickList } from './FriendPickList';

/** Shares a friend's contact card in the open conversation (§3 card; the receiver can add them, source 6). */
export function CardPicker({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Send a contact card`} onClose={onClose} testId="card-picker">
      <FriendPickList
        onPick={(friend) => {
          onClose();
          sendCard({
            userID: friend.appNumber,
            nickname: friend.nickname,
            faceURL: friend.avatar ?? '',
          }).catch(() => showToast(networkErrorMessage(), 'error'));
        }}
      />
    </Dialog>
  );
}
