import { useEffect, useState } from 'react';

interface Props {
  html: string;
  className?: string;
  /** Called when the sanitiser chunk cannot be loaded (offline after a deploy...). */
  onError?: () => void;
}

/**
 * Server rich text (§5), sanitised with the fixed whitelist of sanitizeRichText.ts before it reaches
 * the DOM. sanitize-html is imported inside the effect so it stays in its own chunk; nothing is shown
 * until the sanitised HTML of the current `html` is ready.
 */
export function RichText({ html, className, onError }: Props) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let live = true;
    import('./sanitizeRichText').then(
      ({ sanitizeRichText }) => {
        if (live) setClean({ source: html, html: sanitizeRichText(html) });
      },
      () => {
        if (live) onError?.();
      },
    );
    return () => {
      live = false;
    };
  }, [html, onError]);

  const ready = clean !== null && clean.source === html;
  return (
    <div
      className={className}
      aria-busy={!ready}
      data-testid="rich-text"
      // Safe: only the output of sanitizeRichText is ever injected.
      dangerouslySetInnerHTML={{ __html: ready ? clean.html : '' }}
    />
  );
}
