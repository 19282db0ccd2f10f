/** The group marks of the chat: a small group sign and a crossed bell (receive without notifying). */
const PATHS = {
  group:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 2.7-5 6-5s6 2 6 5M14 15.2c.6-.1 1.3-.2 2-.2 3.3 0 6 2 6 5',
  bellOff: 'M6 16v-5a6 6 0 0 1 9.5-4.9M18 11v5l2 2H4M10 20a2 2 0 0 0 4 0M3 3l18 18',
  megaphone: 'M3 10v4h4l6 4V6L7 10H3zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
} as const;

export function GroupIcon({
  name,
  size = 14,
  label,
}: {
  name: keyof typeof PATHS;
  size?: number;
  label?: string;
}) {
  return (
    <svg
      className="group-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {label ? <title>{label}</title> : null}
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
