import { create } from 'zustand';
import { readItem, STORAGE_KEYS, writeItem } from '../storage/local-store.ts';

export type Theme = 'light' | 'dark';

/** Light unless the user chose dark (spec section 4: dark mode is off by default). */
export function readStoredTheme(): Theme {
  return readItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

/** Our CSS keys on data-theme; antd-mobile's dark palette keys on data-prefers-color-scheme. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.setAttribute('data-prefers-color-scheme', theme);
}

interface ThemeState {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: readStoredTheme(),
  setTheme(theme) {
    writeItem(STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme() {
    get().setTheme(get().theme === 'light' ? 'dark' : 'light');
  },
}));
