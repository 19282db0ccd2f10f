import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef, useState } from 'react';

import type { StoredMessage } from '../../../protocol/imWorkerApi';
import { networkErrorMessage } from '../../i18n/errorMessages';
import { sendFace, sendQuote, sendText } from '../../state/chat';
import { showToast } from '../../state/toasts';
import { EMOJI, toTokens } from './emoji';
import { AttachButtons } from './actions/AttachButtons';
import { EmojiPicker } from './EmojiPicker';
import { PhrasePicker } from './PhrasePicker';

const TEXT_MAX = 5000;

interface Props {
  quoting: { message: StoredMessage; summary: string } | null;
  onQuoteDone: () => void;
}

/** Text with emoji and common phrases; Enter sends, Shift+Enter a new line; a lone emoji goes as a face. */
export function Composer({ quoting, onQuoteDone }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [panel, setPanel] = useState<'emoji' | 'phrases' | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  function insert(piece: string) {
    const el = input.current;
    const at = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? at;
    const next = (text.slice(0, at) + piece + text.slice(end)).slice(0, TEXT_MAX);
    setText(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + piece.length, at + piece.length);
    });
  }

  function close() {
    setPanel(null);
    input.current?.focus();
  }

  async function run(job: () => Promise<void>) {
    try {
      await job();
    } catch {
      showToast(networkErrorMessage(), 'error');
    }
  }

  function submit() {
    const body = toTokens(text.trim());
    if (!body) return;
    setText('');
    setPanel(null);
    const face = EMOJI.indexOf(text.trim());
    if (face >= 0 && !quoting) void run(() => sendFace(face));
    else if (quoting) {
      onQuoteDone();
      void run(() => sendQuote(body, quoting.message, quoting.summary));
    } else void run(() => sendText(body));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <div className="chat-composer">
      {quoting ? (
        <div className="chat-quoting">
          <span>
            <Trans>Quote: {quoting.summary}</Trans>
          </span>
          <button type="button" className="btn-link" onClick={onQuoteDone} aria-label={t`Cancel`}>
            ×
          </button>
        </div>
      ) : null}
      {panel === 'emoji' ? (
        <EmojiPicker
          onPick={(i) => {
            insert(EMOJI[i]!);
            setPanel(null);
          }}
          onClose={close}
        />
      ) : null}
      {panel === 'phrases' ? (
        <PhrasePicker
          onPick={(phrase) => {
            insert(phrase);
            setPanel(null);
          }}
          onClose={close}
        />
      ) : null}
      <div className="chat-tools">
        <AttachButtons />
        <button
          type="button"
          className="chat-tool chat-tool-emoji"
          aria-expanded={panel === 'emoji'}
          aria-label={t`Emoji`}
          data-testid="emoji-button"
          onClick={() => setPanel(panel === 'emoji' ? null : 'emoji')}
        >
          😊
        </button>
        <button
          type="button"
          className="chat-tool"
          aria-expanded={panel === 'phrases'}
          onClick={() => setPanel(panel === 'phrases' ? null : 'phrases')}
        >
          <Trans>Phrases</Trans>
        </button>
      </div>
      <div className="chat-input-row">
        <textarea
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value.slice(0, TEXT_MAX))}
          onKeyDown={onKeyDown}
          rows={2}
          placeholder={t`Write a message`}
          aria-label={t`Write a message`}
          data-testid="chat-input"
        />
        <button
          type="button"
          className="btn btn-primary"
          onClick={submit}
          disabled={!text.trim()}
          data-testid="chat-send"
        >
          <Trans>Send</Trans>
        </button>
      </div>
    </div>
  );
}
