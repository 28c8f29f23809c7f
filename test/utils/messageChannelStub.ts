/**
 * jsdom has no MessageChannel; antd's Form (rc-component/form's watch batching) posts a message
 * to itself to run a macrotask. A timeout is the same thing for a test and, unlike Node's real
 * ports, never keeps the process alive. Import it for its effect, before rendering a form.
 */
class MessagePortStub {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  peer: MessagePortStub | null = null;
  postMessage(data: unknown): void {
    setTimeout(() => this.peer?.onmessage?.({ data }), 0);
  }
  start(): void {}
  close(): void {
    this.onmessage = null;
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  class MessageChannelStub {
    port1 = new MessagePortStub();
    port2 = new MessagePortStub();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: MessageChannelStub });
}

export {};
