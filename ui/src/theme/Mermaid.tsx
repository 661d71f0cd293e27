// A Mermaid diagram: its source as a code block in the pre-rendered page
// (readable without scripts, found by search), drawn as a diagram once the
// page has hydrated. The drawing code and the Mermaid library load only on a
// page that has a diagram (mermaidDraw.ts, a dynamic import), and redraw
// when the colour mode changes.
import { useEffect, useRef } from "react";

export function Mermaid({ code }: { code: string }) {
  const figure = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = figure.current;
    if (!element) return;
    let stop = () => {};
    let gone = false;
    import("./mermaidDraw").then(
      (draw) => {
        if (!gone) stop = draw.drawAndFollowColourMode(element, code);
      },
      () => undefined,
    );
    return () => {
      gone = true;
      stop();
    };
  }, [code]);
  return (
    <figure className="mermaid" ref={figure}>
      <pre className="mermaid-source" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
