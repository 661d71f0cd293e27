// localStorage that never throws (private mode, disabled storage, quota).
export const STORAGE_KEYS = {
  theme: "theme",
  announcementDismissed: "announcement.dismissed",
  preferredVersion: "docs.preferredVersion",
} as const;

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
