/** A round avatar; without a picture it shows the first letter of the name. */
export function Avatar({
  src,
  name,
  size = 32,
}: {
  src: string | null | undefined;
  name: string;
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: size * 0.45 };
  if (src) return <img className="avatar" src={src} alt="" style={style} />;
  return (
    <span className="avatar" style={style} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
