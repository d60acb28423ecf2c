import './amount-input.css';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_AMOUNT_DECIMALS, readAmountText, showAmountText } from './amount-text.ts';

export interface AmountInputProps {
  id: string;
  /** Always a plain decimal string ("1.5"), whatever the language shows. */
  value: string;
  onChange: (value: string) => void;
  /** Decimals the amount may have (the currency's precision); more are not taken. 18 by default. */
  maxDecimals?: number;
  placeholder?: string | undefined;
  invalid?: boolean;
  /** The id of the message that explains the value (its error). */
  describedBy?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The amount input of every money form: a decimal keyboard, the decimal comma where the language uses
 * one (de, fr, es, vi), and a value that is always an exact decimal string with a point. A bare input:
 * the form's own frame (FieldShell, a row with a Max button) draws the box around it.
 */
export function AmountInput({
  id,
  value,
  onChange,
  maxDecimals = MAX_AMOUNT_DECIMALS,
  placeholder,
  invalid = false,
  describedBy,
  ref,
}: AmountInputProps) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (
    <input
      id={id}
      ref={ref}
      className="hc-amount-input"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={showAmountText(value, locale)}
      placeholder={placeholder}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => onChange(readAmountText(event.target.value, locale, maxDecimals))}
    />
  );
}
