import { type ReactNode, useId } from 'react';

interface Option<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  legend: ReactNode;
  name: string;
  options: Option<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string | undefined;
}

/** A row of radio buttons styled as segments; arrow keys move between them natively. */
export function ChoiceGroup<V extends string>({ legend, name, options, value, onChange, error }: Props<V>) {
  const errorId = useId();
  return (
    <fieldset
      className={`field choice-group${error ? ' field-invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      <div className="choices">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
