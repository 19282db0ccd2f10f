/** An on/off switch (a checkbox with the switch role and the shared `.switch` look); its label wraps it. */
export function SwitchInput({
  checked,
  onChange,
  describedBy,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of a hint or a state read after the label. */
  describedBy?: string | undefined;
  testId?: string;
}) {
  return (
    <input
      type="checkbox"
      role="switch"
      className="switch"
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      aria-describedby={describedBy}
      data-testid={testId}
    />
  );
}
