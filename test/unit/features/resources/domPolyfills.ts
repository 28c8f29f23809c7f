/**
 * jsdom has no MessageChannel, which antd's form (rc-component/form) uses to batch its watchers
 * in a macrotask. A timeout is the same macrotask for the test's purposes. Kept local to these
 * tests; test/utils/setupDom.ts is the shell's.
 */
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimeoutPort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    partner: TimeoutPort | null = null;
    postMessage(data: unknown): void {
      const target = this.partner;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close(): void {
      this.onmessage = null;
    }
  }
  class TimeoutChannel {
    port1 = new TimeoutPort();
    port2 = new TimeoutPort();
    constructor() {
      this.port1.partner = this.port2;
      this.port2.partner = this.port1;
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', {
    value: TimeoutChannel,
    writable: true,
    configurable: true,
  });
}

export {};
