import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Server messages arrive translated; only our own (zod) messages are i18n keys. */
export const SERVER_ERROR_TYPE = 'server';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** A control beside the input: a send-code button, a captcha image. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A labelled field with its message below; the label is a real <label for> so screen readers and tests find it. */
export function FieldShell({ id, label, error, extra, children }: FieldShellProps) {
  return (
    <div className={error ? 'hc-field hc-field-invalid' : 'hc-field'}>
      <label className="hc-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="hc-field-row">
        <div className="hc-field-control">{children}</div>
        {extra}
      </div>
      {error ? (
        <p className="hc-field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A field whose control is more than one input (a photo picker: its buttons and a hidden file input): the
 * label is a span that the input names with aria-labelledby={labelId}; the message below, as FieldShell's.
 */
export function PickerFieldShell({
  labelId,
  label,
  error,
  children,
}: {
  labelId: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'hc-field hc-field-invalid' : 'hc-field'}>
      <span className="hc-field-label" id={labelId}>
        {label}
      </span>
      {children}
      {error ? (
        <p className="hc-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  placeholder?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric';
  maxLength?: number;
  extra?: ReactNode;
}

/** An antd-mobile Input bound to react-hook-form, showing the translated validation message. */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const raw = fieldState.error?.message;
        const error = raw && fieldState.error?.type !== SERVER_ERROR_TYPE ? t(raw) : raw;
        return (
          <FieldShell id={props.id} label={props.label} error={error} extra={props.extra}>
            <Input
              id={props.id}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={props.placeholder}
              type={props.type ?? 'text'}
              autoComplete={props.autoComplete}
              inputMode={props.inputMode}
              maxLength={props.maxLength}
            />
          </FieldShell>
        );
      }}
    />
  );
}
