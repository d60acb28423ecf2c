import { create } from 'zustand';
import type { ConnectionStatus } from './realtime-client.ts';

/** The socket's state, for a "live" indicator; nothing else reads it. */
export const useConnectionStore = create<{ status: ConnectionStatus }>()(() => ({ status: 'idle' }));
