/**
 * The sizes avatars come in (px), each with its class in app.css (`.avatar-<size>`): no inline
 * style, so a page snapshot, which keeps classes but not styles (src/pwa/pageSnapshot.ts), draws
 * them at their size.
 */
export type AvatarSize = 20 | 24 | 28 | 32 | 34 | 36 | 40 | 42 | 44 | 48 | 56 | 64 | 80;

/** A round avatar; without a picture it shows the first letter of the name. */
export function Avatar({
  src,
  name,
  size = 32,
}: {
  src: string | null | undefined;
  name: string;
  size?: AvatarSize;
}) {
  const className = `avatar avatar-${size}`;
  if (src) return <img className={className} src={src} alt="" />;
  return (
    <span className={className} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
