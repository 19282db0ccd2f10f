import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';

import {
  REFUSED_WORD_MAX,
  REFUSED_WORDS_FILE_MAX_BYTES,
  splitWordList,
} from '../../../../protocol/adminContent';
import { callData } from '../../../api/client';
import { showToast } from '../../../state/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SearchBox } from '../../ui/SearchBox';
import { AdminTable } from '../AdminTable';
import { useAdminList } from '../useAdminList';
import { useContentError } from './useContentError';

/** The bytes of a file in base64 (what adminWordsImport takes). */
function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * /admin/words: the refused words of room and private chat. A searched, paged, sorted table with a
 * remove button per word; add one or several; import a .txt / .csv file; test a sentence. Every
 * change names the version of the list it was made on (a stale one is reloaded and said).
 */
export function WordsPanel() {
  const { t } = useLingui();
  const contentError = useContentError();
  const list = useAdminList('adminWordsList', 'word', {}, 'asc');
  const version = list.result.data?.version;
  const [adding, setAdding] = useState('');
  const [addError, setAddError] = useState('');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState('');
  const [fileError, setFileError] = useState('');
  const [fileNote, setFileNote] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const [sentence, setSentence] = useState('');
  const [verdict, setVerdict] = useState<{ refused: boolean; matched: string[] } | null>(null);
  const [testError, setTestError] = useState('');
  const addId = useId();
  const addHint = useId();
  const fileId = useId();
  const fileHint = useId();
  const testId = useId();

  /** Runs a change; a refusal is shown by `onError` and the list is asked again (a stale version). */
  async function change(run: (v: number) => Promise<{ changed: number }>, onError: (m: string) => void) {
    if (version === undefined) return null;
    setBusy(true);
    try {
      const done = await run(version);
      list.result.reload();
      return done;
    } catch (error) {
      onError(contentError(error));
      list.result.reload();
      return null;
    } finally {
      setBusy(false);
    }
  }

  const add = async () => {
    const words = splitWordList(adding);
    setAddError('');
    if (words.length === 0) return setAddError(t`Type at least one word.`);
    const long = words.find((w) => w.length > REFUSED_WORD_MAX);
    if (long) return setAddError(t`Each word has at most ${REFUSED_WORD_MAX} characters.`);
    const done = await change((v) => callData('adminWordsAdd', { words, version: v }), setAddError);
    if (done) {
      setAdding('');
      const n = done.changed;
      showToast(t`${n} words added`, 'success');
    }
  };

  const importFile = async (file: File) => {
    setFileError('');
    setFileNote('');
    const kb = Math.round(REFUSED_WORDS_FILE_MAX_BYTES / 1024);
    if (!/\.(txt|csv)$/i.test(file.name)) return setFileError(t`Choose a .txt or .csv file.`);
    if (file.size > REFUSED_WORDS_FILE_MAX_BYTES)
      return setFileError(t`The file is larger than ${kb} KB. Split it and import each part.`);
    const contentBase64 = base64Of(await file.arrayBuffer());
    const done = await change(
      (v) => callData('adminWordsImport', { fileName: file.name, contentBase64, version: v }),
      setFileError,
    );
    if (done) {
      const n = done.changed;
      const name = file.name;
      setFileNote(t`${name}: ${n} new words added.`);
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const remove = async (word: string) => {
    setRemoveError('');
    const done = await change(
      (v) => callData('adminWordsRemove', { words: [word], version: v }),
      setRemoveError,
    );
    if (done) {
      setRemoving(null);
      showToast(t`“${word}” removed`, 'success');
    }
  };

  const test = async () => {
    setTestError('');
    setVerdict(null);
    if (sentence.trim() === '') return setTestError(t`Type a sentence to test.`);
    try {
      setVerdict(await callData('adminWordsTest', { sentence }));
    } catch (error) {
      setTestError(contentError(error));
    }
  };

  const data = list.result.data;
  return (
    <>
      <section className="card admin-panel" aria-labelledby={`${addId}-h`}>
        <h2 id={`${addId}-h`}>
          <Trans>Add words</Trans>
        </h2>
        <form
          className="admin-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <div className={`field${addError ? ' field-invalid' : ''}`}>
            <label htmlFor={addId}>
              <Trans>Words to refuse</Trans>
            </label>
            <textarea
              id={addId}
              rows={2}
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
              aria-describedby={addHint}
              aria-invalid={addError ? true : undefined}
              data-testid="words-add-input"
            />
            <p
              id={addHint}
              className={addError ? 'field-error' : 'field-hint'}
              role={addError ? 'alert' : undefined}
              data-testid="words-add-error"
            >
              {addError || t`One word per line, or separated by commas. Matched in any case, spaces ignored.`}
            </p>
          </div>
          <div className="admin-actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={busy || version === undefined}
              data-testid="words-add"
            >
              <Trans>Add</Trans>
            </button>
          </div>
        </form>
        <div className={`field${fileError ? ' field-invalid' : ''}`}>
          <label htmlFor={fileId}>
            <Trans>Import a word list file (.txt or .csv)</Trans>
          </label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept=".txt,.csv,text/plain,text/csv"
            aria-describedby={fileHint}
            disabled={busy || version === undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void importFile(file);
            }}
            data-testid="words-import"
          />
          <p
            id={fileHint}
            className={fileError ? 'field-error' : 'field-hint'}
            role={fileError || fileNote ? 'status' : undefined}
            data-testid="words-import-result"
          >
            {fileError ||
              fileNote ||
              t`UTF-8 text, one word per line or comma separated. The words are added to the list.`}
          </p>
        </div>
      </section>

      <section className="card admin-panel" aria-labelledby={`${testId}-h`}>
        <h2 id={`${testId}-h`}>
          <Trans>Test a sentence</Trans>
        </h2>
        <form
          className="admin-words-test"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void test();
          }}
        >
          <div className="field">
            <label htmlFor={testId} className="visually-hidden">
              <Trans>Sentence to test</Trans>
            </label>
            <input
              id={testId}
              type="text"
              maxLength={2000}
              placeholder={t`Type a chat message to test`}
              value={sentence}
              onChange={(e) => setSentence(e.target.value)}
              data-testid="words-test-input"
            />
          </div>
          <button type="submit" className="btn btn-secondary" data-testid="words-test">
            <Trans>Test</Trans>
          </button>
        </form>
        <div role="status" data-testid="words-test-result">
          {testError ? <p className="field-error">{testError}</p> : null}
          {verdict ? (
            verdict.refused ? (
              <p>
                <span className="admin-badge bad">
                  <Trans>Refused</Trans>
                </span>{' '}
                <Trans>Matched:</Trans> {verdict.matched.join(', ')}
              </p>
            ) : (
              <p>
                <span className="admin-badge ok">
                  <Trans>Allowed</Trans>
                </span>{' '}
                <Trans>No refused word in this sentence.</Trans>
              </p>
            )
          ) : null}
        </div>
      </section>

      <div className="admin-toolbar">
        <SearchBox
          value={list.state.query}
          onSearch={list.setQuery}
          label={t`Search refused words`}
          maxLength={100}
          testId="words-search"
        />
        {data ? (
          <span className="admin-muted">
            <Trans>
              {data.total} words · list version {data.version}
            </Trans>
          </span>
        ) : null}
      </div>
      <AdminTable
        caption={t`Refused words`}
        testId="words-table"
        columns={[
          {
            key: 'word',
            label: t`Word`,
            sortKey: 'word',
            render: (r) => <span className="admin-word">{r.word}</span>,
          },
          {
            key: 'actions',
            label: t`Actions`,
            render: (r) => (
              <button
                type="button"
                className="btn btn-danger btn-small"
                onClick={() => {
                  setRemoveError('');
                  setRemoving(r.word);
                }}
                aria-label={t`Remove “${r.word}”`}
                data-testid="words-remove"
              >
                <Trans>Remove</Trans>
              </button>
            ),
          },
        ]}
        {...list.table}
        rowKey={(r) => r.word}
        emptyTitle={list.state.query ? t`No refused word matches this search` : t`No refused words yet`}
      />
      {removing !== null ? (
        <ConfirmDialog
          title={t`Remove a refused word`}
          confirmLabel={<Trans>Remove</Trans>}
          danger
          busy={busy}
          error={removeError}
          testId="words-remove-dialog"
          confirmTestId="words-remove-confirm"
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        >
          <p>
            <Trans>Chat messages with “{removing}” will be allowed again, on every server at once.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
