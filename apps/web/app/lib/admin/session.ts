import { create } from 'zustand';

interface SessionState {
  /** A call answered 401 after the admin had signed in: the token expired or was revoked. */
  expired: boolean;
  markExpired: () => void;
  signedIn: () => void;
  signedOut: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  expired: false,
  markExpired: () => set({ expired: true }),
  signedIn: () => set({ expired: false }),
  signedOut: () => set({ expired: false }),
}));
