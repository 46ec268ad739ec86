// The service's entry: SIGHUP is caught before the rest of the service (and its packages) is
// loaded, which the dynamic import below starts only once the handler is in place. The bundle
// keeps what main.ts imports in chunks of its own, so nothing of it runs before this line.
import './signals/early-signals';

await import('./main');
