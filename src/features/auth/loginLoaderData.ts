import { type EndNotice, takeEndNotice } from '@/services/session/endNotice';
import { readRememberedAccount } from '@/services/session/sessionStore';

/** What the sign-in page reads from this browser's storage (the router's /login loader, or main.tsx). */
export interface LoginLoaderData {
  /** The account kept by 记住账号; empty when none. */
  rememberedAccount: string;
  /** Why the previous session ended (idle, expired, password changed), shown once. */
  endNotice: EndNotice | null;
}

/** Reads them; the end notice is shown once, so this takes it. */
export const readLoginData = (): LoginLoaderData => ({
  rememberedAccount: readRememberedAccount(),
  endNotice: takeEndNotice(),
});
