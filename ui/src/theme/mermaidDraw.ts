// Draws a Mermaid diagram into its figure (theme/Mermaid.tsx), in the site's
// colour mode, and again when the mode changes.
//
// The site's CSP allows no inline stylesheet, and Mermaid styles its drawing
// with a <style> element that it puts into the page before it draws and
// measures the labels. The CSP refused it (an error in the console for each
// diagram), so the labels were measured unstyled and placed wrong (drawn at
// the top of their boxes). Mermaid's rules go into an adopted stylesheet
// instead (the CSSOM, which the CSP does not govern) the moment Mermaid
// writes them: the measuring and the drawing we keep both have them.
import mermaid from "mermaid";

let drawn = 0;

const colourMode = () => (document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "default");

/** Each figure's adopted stylesheet, replaced when it is drawn again. */
const sheets = new WeakMap<HTMLElement, CSSStyleSheet>();

/** Mermaid's drawings one at a time: each swaps `document.createElement` while it runs. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `render` with the <style> elements it creates kept out of the page:
 * each is an inert <template> whose rules go into `sheet`.
 */
async function withRulesIn<T>(sheet: CSSStyleSheet, render: () => Promise<T>): Promise<T> {
  const create = document.createElement;
  document.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
    if (tag.toLowerCase() !== "style") return create.call(this, tag, options);
    const inert = create.call(this, "template");
    Object.defineProperty(inert, "innerHTML", { get: () => "", set: (rules: string) => sheet.replaceSync(rules) });
    return inert;
  } as typeof document.createElement;
  try {
    return await render();
  } finally {
    document.createElement = create;
  }
}

/** The SVG of `code`, styled by `sheet`; null when Mermaid cannot draw it. */
async function svgOf(code: string, sheet: CSSStyleSheet): Promise<SVGSVGElement | null> {
  const id = `mermaid-${++drawn}`;
  const rendering = queue.then(() => {
    // Set for each drawing: another's may have run with the other colour mode.
    mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme: colourMode() });
    return withRulesIn(sheet, () => mermaid.render(id, code));
  });
  queue = rendering.catch(() => undefined);
  const { svg } = await rendering;
  const parsed = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
  if (!(parsed instanceof SVGSVGElement)) return null;
  for (const inert of Array.from(parsed.querySelectorAll("style, template"))) inert.remove();
  const adopted = document.importNode(parsed, true);
  adopted.setAttribute("role", "img");
  // A picture needs a name: the diagram's own title (`accTitle`, which Mermaid
  // links), else its source, which the page showed before the drawing took its place.
  if (!adopted.hasAttribute("aria-labelledby")) adopted.setAttribute("aria-label", code);
  return adopted;
}

async function draw(figure: HTMLElement, code: string) {
  const sheet = new CSSStyleSheet();
  const before = sheets.get(figure);
  sheets.set(figure, sheet);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets.filter((s) => s !== before), sheet];
  const svg = await svgOf(code, sheet).catch(() => null);
  figure.querySelector(":scope > svg")?.remove();
  if (!svg) {
    figure.classList.remove("is-drawn");
    return;
  }
  figure.appendChild(svg);
  figure.classList.add("is-drawn");
}

/** Draws now and on every colour-mode change; returns what stops following. */
export function drawAndFollowColourMode(figure: HTMLElement, code: string): () => void {
  void draw(figure, code);
  const observer = new MutationObserver(() => void draw(figure, code));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}
