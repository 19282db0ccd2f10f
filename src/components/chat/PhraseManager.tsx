import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';

import { type Phrase, PHRASE_MAX_COUNT, PHRASE_TEXT_MAX } from '../../../protocol/messageCenter';
import { callData, errorText } from '../../api/client';
import { showToast } from '../../state/toasts';
import { useCallQuery } from '../ui/useCallQuery';
import { PhraseRow } from './PhraseRow';

/** Common phrases (§5 at most 10, §7): add, edit, delete, and reorder with up / down (batch sort). */
export function PhraseManager() {
  const { t } = useLingui();
  // Shared with the composer's phrase picker: a change here is what the picker shows next.
  const { data, error, reload, setData: setCached } = useCallQuery('phraseListAll', {});
  const setData = (next: Phrase[]) => setCached(() => next);
  const [text, setText] = useState('');
  const list = data ?? [];
  const full = list.length >= PHRASE_MAX_COUNT;

  /** A change of the list: its answer, or the translated failure and the list as the server has it. */
  async function run<T>(job: () => Promise<T>): Promise<T | undefined> {
    try {
      return await job();
    } catch (failure) {
      showToast(errorText(failure), 'error');
      reload();
      return undefined;
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value || full) return;
    const added = await run(() => callData('phraseAdd', { text: value }));
    if (added) {
      setData([...list, added]);
      setText('');
    }
  }

  async function edit(id: number, value: string) {
    const saved = await run(() => callData('phraseEdit', { id, text: value }));
    if (saved) setData(list.map((p) => (p.id === id ? saved : p)));
  }

  async function remove(id: number) {
    setData(list.filter((p) => p.id !== id));
    await run(() => callData('phraseDelete', { id }));
  }

  async function move(index: number, by: -1 | 1) {
    const next: Phrase[] = [...list];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setData(next);
    const sorted = await run(() => callData('phraseBatchSort', { ids: next.map((p) => p.id) }));
    if (sorted) setData(sorted);
  }

  return (
    <section className="chat-more-card" aria-labelledby="chat-phrases-title">
      <h2 id="chat-phrases-title">
        <Trans>Common phrases</Trans>{' '}
        <small className="counter">{`${list.length}/${PHRASE_MAX_COUNT}`}</small>
      </h2>
      {data === null ? <p className="chat-notice">{error ?? t`Loading…`}</p> : null}
      <ol className="phrase-list" data-testid="phrase-list">
        {list.map((p, i) => (
          <PhraseRow
            key={p.id}
            phrase={p}
            first={i === 0}
            last={i === list.length - 1}
            onSave={(value) => void edit(p.id, value)}
            onDelete={() => void remove(p.id)}
            onMove={(by) => void move(i, by)}
          />
        ))}
      </ol>
      <form className="phrase-add" onSubmit={(e) => void add(e)}>
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={PHRASE_TEXT_MAX}
          disabled={full}
          placeholder={full ? t`You can keep at most 10 common phrases` : t`New phrase`}
          aria-label={t`New phrase`}
          data-testid="phrase-input"
        />
        <button type="submit" className="btn btn-primary" disabled={full || !text.trim()}>
          <Trans>Add</Trans>
        </button>
      </form>
    </section>
  );
}
