// `@docusaurus/theme-common`'s storage slots: a key of localStorage (or
// sessionStorage, or none) read and written without throwing where storage is
// unavailable, and a hook that follows it, in this tab and in others.
import { useCallback, useMemo, useSyncExternalStore } from "react";

export type StorageType = "localStorage" | "sessionStorage" | "none";

export interface StorageSlot {
  get: () => string | null;
  set: (value: string) => void;
  del: () => void;
  listen: (onChange: (event: StorageEvent) => void) => () => void;
}

function storageOf(type: StorageType): Storage | null {
  if (type === "none" || typeof window === "undefined") return null;
  try {
    return window[type];
  } catch {
    return null;
  }
}

/** The slot `key` of the storage `persistence` names (localStorage by default). */
export function createStorageSlot(key: string, options: { persistence?: StorageType } = {}): StorageSlot {
  const storage = storageOf(options.persistence ?? "localStorage");
  // A write here tells this tab's listeners too, as the browser tells only the other tabs.
  const tell = (oldValue: string | null, newValue: string | null) => {
    if (storage) window.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue, storageArea: storage }));
  };
  return {
    get: () => {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (value) => {
      try {
        const old = storage?.getItem(key) ?? null;
        storage?.setItem(key, value);
        tell(old, value);
      } catch {
        // Full or refused: the value lives until the page closes, as unstored.
      }
    },
    del: () => {
      try {
        const old = storage?.getItem(key) ?? null;
        storage?.removeItem(key);
        tell(old, null);
      } catch {
        // Refused: nothing was stored.
      }
    },
    listen: (onChange) => {
      if (!storage) return () => {};
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event);
      };
      window.addEventListener("storage", listener);
      return () => window.removeEventListener("storage", listener);
    },
  };
}

/** The value of the slot `key` (null on the server and while hydrating) and its setters; follows changes. */
export function useStorageSlot(key: string | null, options?: { persistence?: StorageType }): [string | null, { set: (value: string) => void; del: () => void }] {
  const persistence = options?.persistence;
  const slot = useMemo(() => (key === null ? null : createStorageSlot(key, { persistence })), [key, persistence]);
  const subscribe = useCallback((onChange: () => void) => slot?.listen(onChange) ?? (() => {}), [slot]);
  const value = useSyncExternalStore(subscribe, () => slot?.get() ?? null, () => null);
  const set = useCallback((next: string) => slot?.set(next), [slot]);
  const del = useCallback(() => slot?.del(), [slot]);
  return [value, { set, del }];
}

/** The keys localStorage holds. */
export function listStorageKeys(options: { persistence?: StorageType } = {}): string[] {
  const storage = storageOf(options.persistence ?? "localStorage");
  if (!storage) return [];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}
