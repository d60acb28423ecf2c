import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The translations (or any boot step) could not be fetched.
vi.mock('../boot.ts', () => ({ boot: () => Promise.reject(new TypeError('Failed to fetch')) }));

describe('an app that cannot start', () => {
  it("says so in the person's language, which the failed translations cannot give", async () => {
    localStorage.setItem('locale', 'ja');
    document.body.innerHTML = '<div id="root"></div>';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await import('../../main.tsx');
    await waitFor(() =>
      expect(document.getElementById('root')?.textContent).toBe(
        'アプリを起動できませんでした。ページを再読み込みしてください。',
      ),
    );
  });
});
