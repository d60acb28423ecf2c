import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { AmountInput } from './amount-input.tsx';

let seen: string[] = [];

function Form() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <AmountInput
        id="amount"
        value={value}
        maxDecimals={8}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    </>
  );
}

async function renderIn(locale: string) {
  if (!i18n.isInitialized) await i18n.init({ lng: locale, resources: {}, showSupportNotice: false });
  await i18n.changeLanguage(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <Form />
    </I18nextProvider>,
  );
  return screen.getByLabelText('Amount') as HTMLInputElement;
}

describe('AmountInput', () => {
  afterEach(() => {
    seen = [];
  });

  it('in German a decimal comma is read as the decimal "1.5" and shown back as typed', async () => {
    const input = await renderIn('de');
    fireEvent.change(input, { target: { value: '1,5' } });
    expect(seen.at(-1)).toBe('1.5');
    expect(input.value).toBe('1,5');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  it('in English the point is the mark and extra decimals are not taken', async () => {
    const input = await renderIn('en');
    fireEvent.change(input, { target: { value: '0.123456789' } });
    expect(seen.at(-1)).toBe('0.12345678');
    expect(input.value).toBe('0.12345678');
  });
});
