/**
 * Keeps a typed secret (a password) out of Redux. The form deposits it here and dispatches only
 * the one-time id; the endpoint that needs it withdraws it, which deletes it. So actions, their
 * `meta.arg` (RTK Query copies endpoint arguments there and into its state), traces and logs only
 * ever see a random id that is useless once used. An id nobody withdraws is dropped after a
 * minute, so an abandoned form leaves nothing behind.
 */

export type SecretRef = string;

export const SECRET_TTL_MS = 60_000;

const secrets = new Map<SecretRef, { value: string; timer: ReturnType<typeof setTimeout> }>();

const randomId = (): SecretRef => {
  // getRandomValues, not randomUUID: the latter exists only in secure contexts, and clinics
  // often reach the platform over plain http on a LAN address.
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `secret-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
};

export const depositSecret = (value: string): SecretRef => {
  const id = randomId();
  const timer = setTimeout(() => secrets.delete(id), SECRET_TTL_MS);
  // Node keeps the process alive for a pending timer; a forgotten secret must not.
  (timer as { unref?: () => void }).unref?.();
  secrets.set(id, { value, timer });
  return id;
};

/** The secret, once: the entry is gone afterwards. Undefined when unknown, used or expired. */
export const withdrawSecret = (id: SecretRef): string | undefined => {
  const entry = secrets.get(id);
  if (!entry) return undefined;
  clearTimeout(entry.timer);
  secrets.delete(id);
  return entry.value;
};

/** Drops a deposit that will not be used (the call never started). */
export const discardSecret = (id: SecretRef): void => {
  void withdrawSecret(id);
};

/** How many secrets wait to be withdrawn; tests assert that none is left behind. */
export const pendingSecretCount = (): number => secrets.size;
