import { type EndNotice } from '@/services/session/endNotice';

/** What the router's /login loader reads from storage for the sign-in page. */
export interface LoginLoaderData {
  /** The account kept by 记住账号; empty when none. */
  rememberedAccount: string;
  /** Why the previous session ended (idle, expired, password changed), shown once. */
  endNotice: EndNotice | null;
}
