import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'preact/hooks';
import { elementScroll, measureElement, observeElementOffset, observeElementRect, Virtualizer } from '@tanstack/virtual-core';

/** Within this many pixels of the top the reader is "at the top" and new items may slide in. */
const TOP_SLACK = 24;

export interface VirtualFeedProps<T> {
  items: readonly T[];
  keyOf(item: T): string;
  render(item: T, index: number): ComponentChildren;
  /** Off renders every row (the benchmark's baseline); on keeps the DOM to the rows in view. */
  virtual: boolean;
  /** Index to bring into view (keyboard selection); a new `key` repeats the request for the same index. */
  scrollTo?: { index: number; key: number };
  onAtTopChange(atTop: boolean): void;
  label: string;
}

/**
 * A feed list that keeps a bounded number of rows in the DOM whatever the number of items,
 * with rows of any height (measured as they render).
 */
export function VirtualFeed<T>(props: VirtualFeedProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const propsRef = useRef(props);
  propsRef.current = props;
  const atTop = useRef(true);

  const options = () => ({
    count: propsRef.current.items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 110,
    overscan: 4,
    getItemKey: (index: number) => propsRef.current.keyOf(propsRef.current.items[index]!),
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    measureElement,
    // The popup is 600 px tall at most; a first guess lets the first render place rows at once.
    initialRect: { width: 420, height: 520 },
    onChange: () => rerender(0),
  });
  const virtualizer = useMemo(() => new Virtualizer<HTMLDivElement, Element>(options()), []);
  virtualizer.setOptions(options());

  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());

  useEffect(() => {
    if (!props.scrollTo) return;
    if (props.virtual) virtualizer.scrollToIndex(props.scrollTo.index, { align: props.scrollTo.index === 0 ? 'start' : 'auto' });
    else scroller.current?.querySelector(`[data-index="${props.scrollTo.index}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [props.scrollTo?.key]);

  const onScroll = (event: Event) => {
    const top = (event.currentTarget as HTMLDivElement).scrollTop <= TOP_SLACK;
    if (top === atTop.current) return;
    atTop.current = top;
    props.onAtTopChange(top);
  };

  const rows = props.virtual
    ? virtualizer.getVirtualItems().map((row) => (
        <div key={row.key} class="row" data-index={row.index} ref={virtualizer.measureElement} style={{ transform: `translateY(${row.start}px)` }}>
          {props.render(props.items[row.index]!, row.index)}
        </div>
      ))
    : props.items.map((item, index) => (
        <div key={props.keyOf(item)} data-index={index}>
          {props.render(item, index)}
        </div>
      ));

  return (
    <div class="scroller" ref={scroller} role="feed" aria-label={props.label} onScroll={onScroll}>
      {props.virtual ? <div class="spacer" style={{ height: `${virtualizer.getTotalSize()}px` }}>{rows}</div> : rows}
    </div>
  );
}
