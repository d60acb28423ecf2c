import { Input, type InputRef } from 'antd-mobile';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_AMOUNT_DECIMALS, readAmountText, showAmountText } from './amount-text.ts';

export interface AmountInputProps {
  id: string;
  /** Always a plain decimal string ("1.5"), whatever the language shows. */
  value: string;
  onChange: (value: string) => void;
  /** Decimals the amount may have (the pair's step, the currency's precision); more are not taken. */
  maxDecimals?: number;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  ref?: Ref<InputRef>;
}

/**
 * The amount input of every money form: a decimal keyboard, the decimal comma where the language uses
 * one (de, fr, es, vi), and a value that is always an exact decimal string with a point.
 */
export function AmountInput({
  id,
  value,
  onChange,
  maxDecimals = MAX_AMOUNT_DECIMALS,
  placeholder,
  invalid,
  describedBy,
  ref,
}: AmountInputProps) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (
    <Input
      id={id}
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      value={showAmountText(value, locale)}
      placeholder={placeholder}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(typed) => onChange(readAmountText(typed, locale, maxDecimals))}
    />
  );
}
