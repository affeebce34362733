"use client";

import { useSyncExternalStore } from "react";

/** localStorage key of the sidebar choice (collapsed by default). */
export const SIDEBAR_STORAGE_KEY = "sidebar";

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) === "expanded";
  } catch {
    return false;
  }
}

export function setSidebarExpanded(expanded: boolean): void {
  try {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, expanded ? "expanded" : "collapsed");
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => event.key === SIDEBAR_STORAGE_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The saved choice; false on the server, so the first HTML is the collapsed default. */
export function useSidebarExpanded(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

/**
 * Runs inline before the sidebar paints, so a saved "expanded" shows at once instead of after
 * hydration. It reads the same key as `read()` above.
 */
export const SIDEBAR_BOOT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(SIDEBAR_STORAGE_KEY)})==="expanded")document.currentScript.parentElement.dataset.state="expanded"}catch(e){}`;
