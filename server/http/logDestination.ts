import pino from 'pino';

import { type LogDestination } from './logger';

/** Log lines held while the output cannot take them (a full disk); beyond, new lines are dropped. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/**
 * The server's log output (standard output): written asynchronously by pino's own destination, so
 * a slow or full file system never blocks the event loop. A write error (ENOSPC when standard
 * output is a file on a full disk) neither throws nor stops the server: the lines wait in a
 * bounded buffer, the excess is dropped, and the next line retries, so logging resumes by itself
 * when space returns (server/README.md, "Faults").
 */
export const createLogDestination = (
  fd = 1,
  reportError: (error: Error) => void = () => undefined,
): LogDestination => {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    maxLength: MAX_BUFFERED_BYTES,
  });
  let failing = false;
  destination.on('error', (error: Error) => {
    if (!failing) reportError(error);
    failing = true;
  });
  destination.on('write', () => {
    failing = false;
  });
  return destination;
};
