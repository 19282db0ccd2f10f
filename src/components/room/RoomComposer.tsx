import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';

import { isModerator, ROOM_TEXT_MAX } from '../../../protocol/roomConstants';
import { networkErrorMessage } from '../../i18n/errorMessages';
import { isMuted, type RoomView, sendRoomFace, sendRoomText } from '../../state/room';
import { useStore } from '../../state/store';
import { EMOJI, toTokens } from '../chat/emoji';
import { EmojiPicker } from '../chat/EmojiPicker';
import { useNow } from '../match/useNow';
import { muteText, sendRefusalText } from './roomText';

interface Props {
  roomID: string;
  view: Readonly<RoomView>;
}

/**
 * The line a logged-in viewer writes (§5: at most ROOM_TEXT_MAX characters as sent, emoji, Enter
 * sends; a lone emoji goes as a face). Muted, mute-all and the speaking interval are shown before
 * the server would refuse; its refusals are shown translated. Visitors get a login button instead.
 */
export function RoomComposer({ roomID, view }: Props) {
  const { t } = useLingui();
  const { userInfo, language } = useStore();
  const [text, setText] = useState('');
  const [picker, setPicker] = useState(false);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Ticks for the interval countdown and the end of a timed mute.
  const now = useNow(1000, view.cooldownUntil > 0 || (view.mute !== null && view.mute.until !== null));

  if (!userInfo)
    return (
      <div className="room-composer room-login">
        <p>
          <Trans>Log in to join the conversation.</Trans>
        </p>
        <Link to="/login" className="btn btn-primary" data-testid="room-login">
          <Trans>Log in to chat</Trans>
        </Link>
      </div>
    );

  const wire = toTokens(text.trim());
  const tooLong = wire.length > ROOM_TEXT_MAX;
  const waitS = Math.max(0, Math.ceil((view.cooldownUntil - now) / 1000));
  const silenced = view.muteAll && !isModerator(view.role);
  const blocked = view.status !== 'joined' || isMuted(view.mute, now) || silenced;

  function insert(piece: string) {
    const el = input.current;
    const at = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? at;
    const next = text.slice(0, at) + piece + text.slice(end);
    if (toTokens(next).length > ROOM_TEXT_MAX) return;
    setText(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + piece.length, at + piece.length);
    });
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!wire || tooLong || blocked || waitS > 0 || sending) return;
    setSending(true);
    setError('');
    setPicker(false);
    try {
      const face = EMOJI.indexOf(text.trim());
      const result = face >= 0 ? await sendRoomFace(roomID, face) : await sendRoomText(roomID, wire);
      if (result.errCode === 0) setText('');
      else setError(sendRefusalText(result.errCode, result.detail, language));
    } catch {
      setError(networkErrorMessage());
    } finally {
      setSending(false);
      input.current?.focus();
    }
  }

  return (
    <form className="room-composer" onSubmit={(e) => void submit(e)}>
      {view.mute && isMuted(view.mute, now) ? (
        <p
          className="room-notice room-notice-mute"
          role="status"
          data-testid="room-mute-notice"
          data-until={view.mute.until ?? ''}
          data-match={view.mute.matchId ?? ''}
        >
          {muteText(view.mute, language, now)}
        </p>
      ) : silenced ? (
        <p className="room-notice" role="status" data-testid="room-muteall-notice">
          <Trans>The whole room is muted: only moderators can speak</Trans>
        </p>
      ) : null}
      {picker ? (
        <EmojiPicker
          onPick={(i) => {
            insert(EMOJI[i]!);
            setPicker(false);
          }}
          onClose={() => {
            setPicker(false);
            input.current?.focus();
          }}
        />
      ) : null}
      <div className="room-input-row">
        <button
          type="button"
          className="room-emoji-button chat-tool-emoji"
          aria-expanded={picker}
          aria-label={t`Emoji`}
          disabled={blocked}
          onClick={() => setPicker(!picker)}
          data-testid="room-emoji-button"
        >
          😊
        </button>
        <input
          ref={input}
          className="room-input"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError('');
          }}
          enterKeyHint="send"
          disabled={blocked}
          placeholder={t`Say something…`}
          aria-label={t`Chat message`}
          aria-invalid={tooLong}
          aria-describedby={`room-counter-${roomID}`}
          data-testid="room-input"
        />
        <button
          type="submit"
          className="btn btn-primary room-send"
          disabled={!wire || tooLong || blocked || waitS > 0 || sending}
          data-testid="room-send"
        >
          {waitS > 0 ? <Trans>{waitS} s</Trans> : <Trans>Send</Trans>}
        </button>
      </div>
      <div className="room-composer-foot">
        <span className="room-error" role="alert" data-testid="room-send-error">
          {error}
        </span>
        <span
          id={`room-counter-${roomID}`}
          className={`room-counter${tooLong ? ' over' : ''}`}
          aria-label={t`Characters used`}
        >
          {wire.length}/{ROOM_TEXT_MAX}
        </span>
      </div>
    </form>
  );
}
