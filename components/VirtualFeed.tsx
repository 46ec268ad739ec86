import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import { rowsInView, rowStarts, scrollToShow } from '@/utils/feed-view/row-window';
import { afterNextPaint } from './after-paint';

/** Within this many pixels of the top the reader is "at the top" and new items may slide in. */
const TOP_SLACK = 24;
/** A card's usual height, for rows not drawn yet. */
const ESTIMATE = 110;
/**
 * Rows drawn beyond each edge of the view, so a short scroll or a keypress finds its row already
 * there: from the frame after the list's first, which draws only the rows in view (the popup's first
 * rows wait on every card drawn with them).
 */
const OVERSCAN = 4;

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
  /** Shown after the last row (where the list stops, and why), outside the feed's role, which holds only articles. */
  end?: ComponentChildren;
}

/**
 * A feed list that keeps a bounded number of rows in the DOM whatever the number of items, with
 * rows of any height: each is measured once drawn and again when it changes size (an image loads, a
 * body expands), keyed by item, so a row keeps its height when others arrive above it.
 */
export function VirtualFeed<T>(props: VirtualFeedProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const spacer = useRef<HTMLDivElement>(null);
  const atTop = useRef(true);
  const heights = useRef(new Map<string, number>());
  const [measured, remeasure] = useReducer((n: number) => n + 1, 0);
  // The popup is 600 px tall at most; a first guess lets the first render place rows at once.
  const [view, setView] = useState({ top: 0, height: 520 });
  const keys = useMemo(() => props.items.map(props.keyOf), [props.items]);
  const starts = useMemo(() => rowStarts(keys, heights.current, ESTIMATE), [keys, measured]);
  const latest = useRef({ keys, starts });
  latest.current = { keys, starts };
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => mounted && setOverscan(OVERSCAN));
    return () => void (mounted = false);
  }, []);
  // A row asked for by the keyboard, kept in view until it has been measured where it lands.
  const pending = useRef<number | undefined>(undefined);
  // What each row drew, while `render` stays the same: the list's own renders (its view read, its rows
  // measured: twice as it first shows them) redraw no card. A new `render` (its page rendered again) redraws them all.
  const kept = useRef<{ render?: VirtualFeedProps<T>['render']; rows: Map<string, { item: T; index: number; drawn: ComponentChildren }> }>({ rows: new Map() });

  const readView = () => {
    const element = scroller.current;
    if (!element) return;
    setView((view) => {
      const next = { top: element.scrollTop, height: element.clientHeight };
      return view.top === next.top && view.height === next.height ? view : next;
    });
  };

  /** Records rows' heights; a row above the view that changes height moves the scroll with it, so what the reader looks at stays put. */
  const measure = (rows: Iterable<Element>) => {
    const element = scroller.current;
    if (!element) return;
    let changed = false;
    for (const row of rows) {
      if (!row.isConnected || !(row instanceof HTMLElement)) continue;
      const index = Number(row.dataset.index);
      const key = latest.current.keys[index];
      const height = row.getBoundingClientRect().height;
      const before = key === undefined ? height : (heights.current.get(key) ?? ESTIMATE);
      if (key === undefined || height === before) continue;
      heights.current.set(key, height);
      if (latest.current.starts[index]! < element.scrollTop) element.scrollTop += height - before;
      changed = true;
    }
    if (changed) remeasure(0);
  };

  const observer = useMemo(
    () =>
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver((entries) => {
            if (entries.some((entry) => entry.target === scroller.current)) readView();
            measure(entries.map((entry) => entry.target).filter((target) => target !== scroller.current));
          }),
    [],
  );
  const observed = useRef(new Set<Element>());

  useLayoutEffect(() => {
    if (scroller.current) observer?.observe(scroller.current);
    readView();
    return () => observer?.disconnect();
  }, []);

  // After every render: measure and watch the rows just drawn, let go of those gone.
  useLayoutEffect(() => {
    if (!props.virtual) return;
    for (const row of observed.current) {
      if (row.isConnected) continue;
      observer?.unobserve(row);
      observed.current.delete(row);
    }
    const fresh = [...(spacer.current?.children ?? [])].filter((row) => !observed.current.has(row));
    for (const row of fresh) {
      observer?.observe(row);
      observed.current.add(row);
    }
    measure(fresh);
    if (heights.current.size > 2 * keys.length + 100) {
      const present = new Set(keys);
      for (const key of heights.current.keys()) if (!present.has(key)) heights.current.delete(key);
    }
    const index = pending.current;
    const element = scroller.current;
    if (index === undefined || !element) return;
    const target = scrollToShow(starts, index, element.scrollTop, element.clientHeight);
    if (target !== undefined && target !== element.scrollTop) {
      element.scrollTop = target;
      readView();
    }
    if (heights.current.has(keys[index] ?? '')) pending.current = undefined;
  });

  useEffect(() => {
    if (!props.scrollTo) return;
    if (props.virtual) {
      pending.current = props.scrollTo.index;
      remeasure(0);
    } else scroller.current?.querySelector(`[data-index="${props.scrollTo.index}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [props.scrollTo?.key]);

  const onScroll = (event: Event) => {
    readView();
    const top = (event.currentTarget as HTMLDivElement).scrollTop <= TOP_SLACK;
    if (top === atTop.current) return;
    atTop.current = top;
    props.onAtTopChange(top);
  };

  const drawn = props.virtual ? rowsInView(starts, view.top, view.height, overscan) : { start: 0, end: props.items.length };
  const before = kept.current.render === props.render ? kept.current.rows : undefined;
  kept.current = { render: props.render, rows: new Map() };
  const rows = props.items.slice(drawn.start, drawn.end).map((item, offset) => {
    const index = drawn.start + offset;
    const key = keys[index]!;
    const old = before?.get(key);
    const row = old?.item === item && old.index === index ? old : { item, index, drawn: props.render(item, index) };
    kept.current.rows.set(key, row);
    return props.virtual ? (
      <div key={key} class="row" data-index={index} style={{ transform: `translateY(${starts[index]}px)` }}>
        {row.drawn}
      </div>
    ) : (
      <div key={key} data-index={index}>
        {row.drawn}
      </div>
    );
  });

  return (
    <div class="scroller" ref={scroller} onScroll={onScroll}>
      {props.virtual ? (
        <div class="spacer" ref={spacer} role="feed" aria-label={props.label} style={{ height: `${starts[keys.length]}px` }}>
          {rows}
        </div>
      ) : (
        <div role="feed" aria-label={props.label}>
          {rows}
        </div>
      )}
      {props.end}
    </div>
  );
}
