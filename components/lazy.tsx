import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { afterNextPaint } from './after-paint';

/**
 * A component whose code loads the first time it is rendered, and renders nothing until then:
 * for what the first paint does not need (price moves, which many readers keep off; the shortcut
 * list), so the popup's own script stays within its budget. The code is asked for once the frame
 * the component first rendered in is painted, not in that frame's task.
 */
export function lazyComponent<P>(load: () => Promise<FunctionComponent<P>>): FunctionComponent<P> {
  let loaded: FunctionComponent<P> | undefined;
  let loading: Promise<FunctionComponent<P>> | undefined;
  return function Lazy(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      loading ??= afterNextPaint()
        .then(load)
        .then((component) => (loaded = component));
      void loading.then((component) => setComponent(() => component));
    }, []);
    return Component ? <Component {...(props as P & object)} /> : null;
  };
}
