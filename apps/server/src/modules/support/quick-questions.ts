import { FALLBACK_LOCALE, type Locale } from '@halcyon/i18n';
import type { Db } from '../../platform/db.ts';
import type { Translator } from '../../platform/i18n.ts';
import { publicConfigValue } from '../app-config/index.ts';

/** Operator-edited: app_config `support_quick_questions` = {"en": ["..."], "zh-CN": ["..."], ...}. */
export const QUICK_QUESTIONS_KEY = 'support_quick_questions';
const DEFAULT_KEYS = ['deposit', 'withdrawal', 'verification', 'account'] as const;

function listOf(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const texts = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  return texts.length > 0 ? texts.map((text) => text.trim().slice(0, 200)).slice(0, 10) : null;
}

/** The operators' questions in the person's language (else English), else the built-in translated ones. */
export async function quickQuestions(db: Db, translator: Translator, locale: Locale): Promise<string[]> {
  const raw = await publicConfigValue(db, QUICK_QUESTIONS_KEY);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Record<string, unknown>;
      const configured = listOf(parsed[locale]) ?? listOf(parsed[FALLBACK_LOCALE]);
      if (configured) return configured;
    } catch {
      // A malformed value falls back to the defaults rather than breaking the chat.
    }
  }
  return DEFAULT_KEYS.map((key) => translator.translate(locale, `support.quick.${key}`));
}
