// The fenced code block being drawn by a site's own `@theme/CodeBlock`, as the
// build highlighted it (see fencedCodeBlock.tsx): the theme's CodeBlock that
// the site's wraps shows it with its colours. None outside such a block.
import { createContext } from "react";

export interface Highlighted {
  code: string;
  marks?: string;
  lineClasses?: string;
  language?: string;
  title?: string;
  lineNumbers?: number;
}

// Made by a pure call: a shell without a site CodeBlock carries none of it.
export const HighlightedBlock = /* @__PURE__ */ createContext<Highlighted | null>(null);
