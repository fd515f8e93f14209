import { useSyncExternalStore } from 'react';

/**
 * A value kept outside React that any code may set and components follow: the one open account
 * dialog, a notice that must outlive the page that opened it. The server render sees `initial`.
 */
export function valueStore<T>(initial: T) {
  let current = initial;
  const listeners = new Set<() => void>();
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  };
  return {
    get: () => current,
    set(next: T): void {
      current = next;
      for (const l of listeners) l();
    },
    subscribe,
    /** The value now, re-rendering the component when it changes. */
    useValue: (): T =>
      useSyncExternalStore(
        subscribe,
        () => current,
        () => initial,
      ),
  };
}
