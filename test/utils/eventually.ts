/**
 * Reads a figure until it equals `expected` (a screen or a reply catching up with a save), then
 * asserts it: the last value read is what a failure shows.
 */
export const expectEventually = async (
  read: () => Promise<number>,
  expected: number,
  timeoutMs = 10_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toBe(expected);
};
