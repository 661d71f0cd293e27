// The doc on screen, for `useDoc()` of the docs plugin's client (site code
// and swizzled doc components read it); only a doc page provides it.
import { createContext, useContext, type ReactNode } from "react";

import type { DocMeta, SidebarItem, VersionMeta } from "../generated/types";

export const DocMetaContext = /* @__PURE__ */ createContext<DocMeta | null>(null);

/**
 * What DocPage knows of the doc on screen beyond its data: `banner` (the
 * version banner of an unreleased or unmaintained version), `footer` (a
 * tagged doc's tags, see DocTags), its version, and its sidebar.
 */
export interface DocParts {
  meta: DocMeta;
  version?: VersionMeta;
  banner?: ReactNode;
  footer?: ReactNode;
  sidebar: { items: SidebarItem[]; current: string };
}

/** The doc on screen for `@theme/DocItem/Layout` and its parts (a site with code of its own only). */
export const DocPartsContext = /* @__PURE__ */ createContext<DocParts | null>(null);

export function useDocParts(): DocParts {
  const parts = useContext(DocPartsContext);
  if (!parts) throw new Error("a doc's part (`@theme/DocItem/…`, `@theme/DocBreadcrumbs`, …) is shown outside a doc");
  return parts;
}

