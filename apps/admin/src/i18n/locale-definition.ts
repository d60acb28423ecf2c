import type { Locale as AntdLocale } from 'antd/es/locale';
import type { messages } from './locales/en.ts';

/** English is the reference catalog: every other language has every key it has (the compiler checks). */
export type Messages = typeof messages;

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** One language of the console: one file in ./locales, found by the glob in i18n.ts. */
export interface ConsoleLocale {
  /** BCP 47 tag, sent as Accept-Language so the server's messages come in the same language. */
  code: string;
  /** The language's own name, for the language switch. */
  name: string;
  antd: AntdLocale;
  messages: Texts<Messages>;
}

export function defineLocale(locale: ConsoleLocale): ConsoleLocale {
  return locale;
}
