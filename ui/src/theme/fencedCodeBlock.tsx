// A fenced code block of the Markdown, drawn by the site's own `@theme/CodeBlock`
// when it replaces ours, as Docusaurus hands its MDX code blocks to it: the
// code as `children`, the language as a `language-…` class, the title and
// line numbers. What the build highlighted goes beside, in a context, so the
// theme's CodeBlock that the site's wraps (`@theme-original/CodeBlock`) still
// shows its colours.
import SitesCodeBlock from "../docusaurus/theme/CodeBlock";
import { HighlightedBlock, type Highlighted } from "./highlightedBlock";

export function FencedCodeBlock(props: Highlighted) {
  return (
    <HighlightedBlock.Provider value={props}>
      <SitesCodeBlock className={props.language ? `language-${props.language}` : undefined} title={props.title} showLineNumbers={props.lineNumbers ?? false}>
        {props.code}
      </SitesCodeBlock>
    </HighlightedBlock.Provider>
  );
}
