// localStorage that never throws (private mode, disabled storage, quota).
// Its keys are generated from Rust (crates/content-model/src/shared.rs), which
// the pre-rendered page's head script reads them from too.
export { STORAGE_KEYS } from "../constants";

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}
