import { Selector } from 'antd-mobile';

export interface ConfigOption {
  id: string;
  label: string;
}

/** The deposit method or withdrawal network: one choice among the active configs. */
export function ConfigPicker({
  id,
  label,
  options,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  options: readonly ConfigOption[];
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className={error ? 'hc-fin-picker hc-field-invalid' : 'hc-fin-picker'} id={id}>
      <legend className="hc-field-label">{label}</legend>
      <Selector
        columns={Math.min(options.length, 3) || 1}
        options={options.map((option) => ({ label: option.label, value: option.id }))}
        value={value ? [value] : []}
        // A tap on the chosen one would clear it; a method stays chosen once picked.
        onChange={(picked) => {
          const next = picked[0];
          if (next) onChange(next);
        }}
      />
      {error ? (
        <p className="hc-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
