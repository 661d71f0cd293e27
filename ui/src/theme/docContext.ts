// The doc on screen, for `useDoc()` of the docs plugin's client (site code
// and swizzled doc components read it); only a doc page provides it.
import { createContext } from "react";

import type { DocMeta } from "../generated/types";

export const DocMetaContext = /* @__PURE__ */ createContext<DocMeta | null>(null);
