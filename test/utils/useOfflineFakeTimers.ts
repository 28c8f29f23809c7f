/**
 * Fake timers and a fetch that refuses, for each test of the block: a signed-in store starts the
 * session's flows (polling, idle timer), whose delays would hold the test process open, and no
 * request may leave.
 */
export const useOfflineFakeTimers = (): void => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('离线'));
  });
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
};
