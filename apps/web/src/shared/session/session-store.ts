import type { SessionResponse, User } from '@halcyon/api';
import { create } from 'zustand';
import { clearPersistedSession, persistSession, persistUser } from './session-persistence.ts';

/** After a token-only restore we know just the id until /auth/check answers. */
export type SessionUser = Pick<User, 'id'> & Partial<User>;

export interface SessionState {
  userInfo: SessionUser | null;
  isLogin: boolean;
  token: string | null;
  refreshToken: string | null;
  expiresAt: number | null;
  loginLoading: boolean;
  lastRefreshTime: number;
  isRefreshing: boolean;
  /** Spec section 3: balances by currency, kept current by the realtime `user` channel's pushes. */
  availableBalances: Record<string, string>;
  frozenBalances: Record<string, string>;
  totalBalances: Record<string, string>;
}

export interface BalanceUpdate {
  currency: string;
  available: string;
  frozen: string;
  total: string;
}

interface SessionActions {
  /** Login, register and token refresh: store and persist the whole session. */
  setSession(session: SessionResponse): void;
  setUser(user: User): void;
  /** A restored session, already on disk: only the in-memory state changes. */
  restore(state: Pick<SessionState, 'token' | 'refreshToken' | 'expiresAt' | 'userInfo'>): void;
  setLoginLoading(loading: boolean): void;
  setRefreshing(refreshing: boolean): void;
  applyBalance(update: BalanceUpdate): void;
  clear(): void;
}

const loggedOut: SessionState = {
  userInfo: null,
  isLogin: false,
  token: null,
  refreshToken: null,
  expiresAt: null,
  loginLoading: false,
  lastRefreshTime: 0,
  isRefreshing: false,
  availableBalances: {},
  frozenBalances: {},
  totalBalances: {},
};

export const useSessionStore = create<SessionState & SessionActions>()((set) => ({
  ...loggedOut,
  setSession(session) {
    persistSession(session);
    set({
      userInfo: session.user,
      isLogin: true,
      token: session.token,
      refreshToken: session.refreshToken,
      expiresAt: session.expiresAt,
    });
  },
  setUser(user) {
    persistUser(user);
    set({ userInfo: user, lastRefreshTime: Date.now() });
  },
  restore(state) {
    set({ ...state, isLogin: true });
  },
  setLoginLoading(loginLoading) {
    set({ loginLoading });
  },
  setRefreshing(isRefreshing) {
    set({ isRefreshing });
  },
  applyBalance({ currency, available, frozen, total }) {
    set((state) => ({
      availableBalances: { ...state.availableBalances, [currency]: available },
      frozenBalances: { ...state.frozenBalances, [currency]: frozen },
      totalBalances: { ...state.totalBalances, [currency]: total },
    }));
  },
  clear() {
    clearPersistedSession();
    set({ ...loggedOut });
  },
}));

export const getSession = () => useSessionStore.getState();
