'use client';

import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';

/** The tab stop of a group: the item last focused, else the preferred one, else the first. */
export function rovingStop<K>(keys: readonly K[], active: K | null, preferred: K | null): K | null {
  if (active !== null && keys.includes(active)) return active;
  if (preferred !== null && keys.includes(preferred)) return preferred;
  return keys[0] ?? null;
}

/** How many items sit in the first row of a wrapped list (the step of Up and Down). */
function rowLength(elements: HTMLElement[]): number {
  const top = elements[0]?.offsetTop;
  const inRow = elements.findIndex((e) => e.offsetTop !== top);
  return inRow === -1 ? elements.length : Math.max(1, inRow);
}

/** Where a key moves from `index` in a list of `count` items laid out `row` to a row; null for other keys. */
export function rovingTarget(key: string, index: number, count: number, row: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(last, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return Math.min(last, index + row);
    case 'ArrowUp':
      return Math.max(0, index - row);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * A roving tab index: a group of buttons or links is one tab stop, and the arrow keys (Home, End)
 * move inside it. Up and Down move by a row where the items wrap into rows. `preferred` is the
 * stop until an item is focused (the chosen one, say).
 */
export function useRovingFocus<K extends string>(keys: readonly K[], preferred: K | null = null) {
  const [active, setActive] = useState<K | null>(null);
  const elements = useRef(new Map<K, HTMLElement>());
  const stop = rovingStop(keys, active, preferred);

  return (key: K) => ({
    tabIndex: key === stop ? 0 : -1,
    ref: (element: HTMLElement | null) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    onFocus: (_event: FocusEvent<HTMLElement>) => setActive(key),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const shown = keys.map((k) => elements.current.get(k)).filter((e): e is HTMLElement => Boolean(e));
      const target = rovingTarget(event.key, keys.indexOf(key), keys.length, rowLength(shown));
      if (target === null) return;
      event.preventDefault();
      const next = keys[target];
      if (next !== undefined) elements.current.get(next)?.focus();
    },
  });
}
