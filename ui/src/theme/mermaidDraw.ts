// Draws a Mermaid diagram into its figure (theme/Mermaid.tsx), in the site's
// colour mode, and again when the mode changes.
//
// The site's CSP allows no inline styles, and Mermaid writes its SVG with a
// <style> element and style attributes: they are taken out before the SVG
// joins the page and applied through the CSSOM instead (an adopted
// stylesheet, `element.style`), which the CSP does not govern.
import mermaid from "mermaid";

let drawn = 0;

const colourMode = () => (document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "default");

/** The SVG of `code`, its styles moved to the CSSOM; null when Mermaid cannot draw it. */
async function svgOf(code: string): Promise<SVGSVGElement | null> {
  mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme: colourMode() });
  const id = `mermaid-${++drawn}`;
  const { svg } = await mermaid.render(id, code);
  const parsed = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
  if (!(parsed instanceof SVGSVGElement)) return null;
  const sheet = new CSSStyleSheet();
  for (const style of Array.from(parsed.querySelectorAll("style"))) {
    sheet.replaceSync(style.textContent ?? "");
    style.remove();
  }
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const styled = Array.from(parsed.querySelectorAll<SVGElement>("[style]"));
  const declarations = styled.map((element) => element.getAttribute("style") ?? "");
  styled.forEach((element) => element.removeAttribute("style"));
  const svgStyle = parsed.getAttribute("style") ?? "";
  parsed.removeAttribute("style");
  const adopted = document.importNode(parsed, true);
  adopted.style.cssText = svgStyle;
  const copies = Array.from(adopted.querySelectorAll<SVGElement>("*"));
  // The copies are in the same order as the parsed elements.
  const parsedAll = Array.from(parsed.querySelectorAll("*"));
  styled.forEach((element, i) => {
    const copy = copies[parsedAll.indexOf(element)];
    if (copy) copy.style.cssText = declarations[i]!;
  });
  adopted.setAttribute("role", "img");
  return adopted;
}

async function draw(figure: HTMLElement, code: string) {
  const svg = await svgOf(code).catch(() => null);
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
