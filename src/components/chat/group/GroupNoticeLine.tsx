import type { StoredMessage } from '../../../../protocol/imWorkerApi';
import { useStore } from '../../../state/store';
import { noticeContentSentence, parseNotice } from './noticeText';

/** A group notice (contentType 888) in the message list: one centred line in the reader's language. */
export function GroupNoticeLine({ message }: { message: StoredMessage }) {
  const { language } = useStore();
  return (
    <p
      className="chat-notice group-notice-line"
      data-testid="group-notice-line"
      data-kind={parseNotice(message.content)?.kind}
    >
      {noticeContentSentence(message.content, language)}
    </p>
  );
}
