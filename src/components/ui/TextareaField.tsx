import { type ReactNode, useId } from 'react';

interface Props {
  /** The label; may hold an "(optional)" mark. */
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Most characters: the browser stops there and the counter turns red. */
  max: number;
  rows?: number;
  placeholder?: string;
  error?: string | undefined;
  /** Shown under the field while there is no error. */
  hint?: string;
}

/** A labelled textarea with a live character counter (the profile, a room's introduction...). */
export function TextareaField({
  label,
  name,
  value,
  onChange,
  max,
  rows = 4,
  placeholder,
  error,
  hint,
}: Props) {
  const id = useId();
  const counterId = useId();
  const count = value.length;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-describedby={counterId}
        aria-invalid={error ? true : undefined}
      />
      <div className="field-foot">
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : hint ? (
          <p className="field-hint">{hint}</p>
        ) : (
          <span />
        )}
        <span id={counterId} className={`counter${count >= max ? ' counter-full' : ''}`}>
          {count}/{max}
        </span>
      </div>
    </div>
  );
}
