import type { ComponentChildren } from 'preact';
import { useErrorBoundary } from 'preact/hooks';

/**
 * One row that throws while rendering (an item no check foresaw) is dropped and reported instead
 * of taking the whole list, and every later opening of it, down with it.
 */
export function RowBoundary(props: { children: ComponentChildren; onError: () => void }) {
  const [error] = useErrorBoundary(() => props.onError());
  return error ? <div class="row-dropped" /> : <>{props.children}</>;
}
