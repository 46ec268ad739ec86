import type { ComponentChildren } from 'preact';
import { useErrorBoundary } from 'preact/hooks';

/**
 * One row that throws while rendering (an item no check foresaw) is dropped instead of taking the
 * whole list, and every later opening of it, down with it.
 */
export function RowBoundary(props: { children: ComponentChildren }) {
  const [error] = useErrorBoundary();
  return error ? <div class="row-dropped" /> : <>{props.children}</>;
}
