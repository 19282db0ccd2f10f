import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';

/** How long typing pauses before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * A list's search box: searched once typing pauses (or at once on Enter), cleared with the × button
 * or Escape. `value` is the search in force (in the address or the page's state); the box follows it
 * when it changes from outside (the back button). `label` names it and is its placeholder.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  maxLength,
  testId,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  maxLength: number;
  testId: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  // The latest callback, so a re-render of the page does not restart the pause.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const q = text.trim();
    if (q === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = q;
      search.current(q);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const now = (q: string) => {
    sent.current = q;
    search.current(q);
  };

  return (
    <form
      role="search"
      className="centre-search"
      onSubmit={(e) => {
        e.preventDefault();
        now(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <svg className="centre-search-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <input
        id={id}
        ref={input}
        type="search"
        value={text}
        maxLength={maxLength}
        placeholder={label}
        onChange={(e) => setText(e.target.value)}
        enterKeyHint="search"
        autoComplete="off"
        data-testid={testId}
      />
      {text ? (
        <button
          type="button"
          className="centre-search-clear"
          onClick={() => {
            setText('');
            now('');
            input.current?.focus();
          }}
          aria-label={t`Clear search`}
          data-testid={`${testId}-clear`}
        >
          ×
        </button>
      ) : null}
    </form>
  );
}
