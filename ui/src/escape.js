// The one HTML escaper of ui/: the browser's code blocks (theme/CodeBlock.tsx),
// the document around each page (prerender.mjs) and the SVG components the
// bundle stage makes (stages/site.mjs). Plain JavaScript, so Node imports it
// as it is; escape.d.ts gives TypeScript its types. The browser's bundle
// keeps only `escapeText`, which the first load of every page pays for.

const TEXT = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** Text between tags: `&`, `<` and `>` escaped. */
export function escapeText(text) {
  return /[&<>]/.test(text) ? text.replace(/[&<>]/g, (c) => TEXT[c]) : text;
}

/** A quoted attribute's value (or text): quotes escaped too. */
export function escapeAttribute(value) {
  return escapeText(value).replace(/["']/g, (c) => (c === '"' ? "&quot;" : "&#39;"));
}
