/**
 * A signal handled from the moment the process starts, though what it does needs a running
 * service: until `ready` it is only noted (a SIGHUP's default would kill the process, and systemd
 * does not restart a SIGHUP death), then applied once if it came, and at once from then on.
 */
export function heldSignal(listen: (handler: () => void) => void): { ready(apply: () => void): void } {
  let apply: (() => void) | undefined;
  let pending = false;
  listen(() => {
    if (apply) apply();
    else pending = true;
  });
  return {
    ready(handler) {
      apply = handler;
      if (pending) {
        pending = false;
        handler();
      }
    },
  };
}
