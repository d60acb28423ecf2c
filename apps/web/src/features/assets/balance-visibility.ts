import { create } from 'zustand';

/** Not one of the spec's storage keys: the app's own, so it is namespaced to avoid a clash. */
export const HIDE_BALANCES_KEY = 'halcyon.hideBalances';

// Storage can throw (private mode, disabled storage): the toggle then simply lasts for the visit.
function readHidden(): boolean {
  try {
    return window.localStorage.getItem(HIDE_BALANCES_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHidden(hidden: boolean): void {
  try {
    if (hidden) window.localStorage.setItem(HIDE_BALANCES_KEY, '1');
    else window.localStorage.removeItem(HIDE_BALANCES_KEY);
  } catch {
    // See readHidden.
  }
}

interface BalanceVisibility {
  hidden: boolean;
  toggle: () => void;
  /** Re-reads storage: tests clear it between cases, and another tab may have changed it. */
  reload: () => void;
}

/** Whether amounts show as **** (the eye toggle on the assets page), remembered across visits. */
export const useBalanceVisibility = create<BalanceVisibility>()((set, get) => ({
  hidden: readHidden(),
  toggle: () => {
    const hidden = !get().hidden;
    writeHidden(hidden);
    set({ hidden });
  },
  reload: () => set({ hidden: readHidden() }),
}));
