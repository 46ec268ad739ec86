import { useEffect, useRef } from 'preact/hooks';

/** Records a performance mark once, in the task after the frame that first shows `ready`. */
export function usePaintMark(name: string, ready: boolean): void {
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current || !ready) return;
    marked.current = true;
    requestAnimationFrame(() => setTimeout(() => performance.mark(name)));
  }, [ready]);
}
