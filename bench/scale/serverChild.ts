// The reference server as the scale bench runs it (server/main.ts, configured by the
// environment), made to stop by itself: when the bench that started it is gone (this process
// is handed to another parent) or after SCALE_SERVER_MAX_SECONDS, whichever comes first.
const parentPid = process.ppid;
const maxSeconds = Number(process.env.SCALE_SERVER_MAX_SECONDS ?? 3600);

setInterval(() => {
  if (process.ppid !== parentPid) process.exit(0);
}, 1000).unref();
setTimeout(() => process.exit(0), maxSeconds * 1000).unref();

void import('../../server/main');

export {};
