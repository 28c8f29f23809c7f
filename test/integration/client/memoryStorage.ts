/**
 * Node has no localStorage or sessionStorage; the session store needs them. A tiny in-memory
 * Storage, installed on globalThis for the test file that asks for it.
 */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  /** Everything stored, for assertions. */
  dump(): Record<string, string> {
    return Object.fromEntries(this.items);
  }
}

/**
 * Installs both storages for the calling test file and removes them after it, so nothing of
 * them outlives the file (Jest warns about globals left behind).
 */
export const installMemoryStorage = (): { local: MemoryStorage; session: MemoryStorage } => {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  Object.assign(globalThis, { localStorage: local, sessionStorage: session });
  afterAll(() => {
    const scope = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
    delete scope.localStorage;
    delete scope.sessionStorage;
  });
  return { local, session };
};
