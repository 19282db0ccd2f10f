import { useLingui } from '@lingui/react/macro';

interface Props {
  /** The small picture, null while the server is still making it. */
  thumb: string | null;
  width: number;
  height: number;
  alt: string;
  /** Load at once (the first pictures on screen); the others load as they come near. */
  eager?: boolean;
}

/**
 * A picture of the space as lists show it: its thumbnail (never the original), lazily loaded, or,
 * for the few seconds the thumbnail is being made, a box of the picture's proportions.
 */
export function Thumb({ thumb, width, height, alt, eager = false }: Props) {
  const { t } = useLingui();
  if (!thumb) {
    return (
      <span className="thumb-box" data-testid="thumb-waiting">
        <span
          className="thumb-box-shape"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          style={{ aspectRatio: `${Math.max(1, width)} / ${Math.max(1, height)}` }}
        >
          <span className="thumb-box-note" aria-hidden="true">{t`Preparing…`}</span>
        </span>
      </span>
    );
  }
  return (
    <img
      className="thumb"
      src={thumb}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-testid="thumb"
    />
  );
}
