// Lets a doc page hand its sidebar to the layout, which shows it in the mobile menu.
import { createContext, useContext, useEffect } from "react";

import type { SidebarItem } from "../generated/types";

export interface DocSidebarState {
  items: SidebarItem[];
  current: string;
}

export const DocSidebarContext = createContext<(state: DocSidebarState | null) => void>(() => undefined);

export function useRegisterDocSidebar(items: SidebarItem[], current: string) {
  const register = useContext(DocSidebarContext);
  useEffect(() => {
    register({ items, current });
    return () => register(null);
  }, [register, items, current]);
}
