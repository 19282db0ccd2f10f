import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef, useState } from 'react';

import type { StoredMessage } from '../../../protocol/imWorkerApi';
import { networkErrorMessage } from '../../i18n/errorMessages';
import { sendAtText, sendFace, sendQuote, sendText } from '../../state/chat';
import { showToast } from '../../state/toasts';
import { EMOJI, toTokens } from './emoji';
import { AttachButtons } from './actions/AttachButtons';
import { EmojiPicker } from './EmojiPicker';
import { MentionPicker } from './group/MentionPicker';
import { type ComposerGroup, useComposerMentions } from './group/useComposerMentions';
import { PhrasePicker } from './PhrasePicker';

const TEXT_MAX = 5000;

interface Props {
  quoting: { message: StoredMessage; summary: string } | null;
  onQuoteDone: () => void;
  /** In a group: "@" opens the member picker and a text naming people goes as @-text (106). */
  group?: ComposerGroup;
}

/**
 * Text with emoji and common phrases; Enter sends, Shift+Enter a new line; a lone emoji goes as a
 * face. In a group, typed or picked @-mentions send the text as @-text with the people named.
 */
export function Composer({ quoting, onQuoteDone, group }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [panel, setPanel] = useState<'emoji' | 'phrases' | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const mentions = useComposerMentions(group, text, setText, input);

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
    const atUserIDs = mentions.atUserIDs(text);
    mentions.reset();
    const face = EMOJI.indexOf(text.trim());
    if (atUserIDs.length > 0 && !quoting) void run(() => sendAtText(body, atUserIDs));
    else if (face >= 0 && !quoting) void run(() => sendFace(face));
    else if (quoting) {
      onQuoteDone();
      void run(() => sendQuote(body, quoting.message, quoting.summary));
    } else void run(() => sendText(body));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (mentions.onKeyDown(event)) return;
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
      {mentions.open ? (
        <MentionPicker
          id={mentions.listId}
          options={mentions.options}
          active={mentions.active}
          onPick={mentions.pick}
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
          onChange={(e) => {
            setText(e.target.value.slice(0, TEXT_MAX));
            mentions.track(e.target.selectionStart);
          }}
          onSelect={(e) => mentions.track(e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          role={group ? 'combobox' : undefined}
          aria-autocomplete={group ? 'list' : undefined}
          aria-expanded={group ? mentions.open : undefined}
          aria-controls={mentions.open ? mentions.listId : undefined}
          aria-activedescendant={
            mentions.open && mentions.options.length > 0 ? `${mentions.listId}-${mentions.active}` : undefined
          }
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
