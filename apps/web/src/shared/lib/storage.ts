/**
 * localStorage and sessionStorage that never throw: they are missing or refuse access when the
 * player blocks site data, and a remembered dismissal is not worth breaking the page for.
 */
export type StorageArea = 'local' | 'session';

function area(name: StorageArea): Storage | null {
  try {
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(name: StorageArea, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(name: StorageArea, key: string, value: string): void {
  try {
    area(name)?.setItem(key, value);
  } catch {
    // Full or blocked storage: the flag is simply not remembered.
  }
}

export function removeStored(name: StorageArea, key: string): void {
  try {
    area(name)?.removeItem(key);
  } catch {
    // Blocked storage held nothing to remove.
  }
}
