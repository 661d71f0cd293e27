// `@theme/Mermaid` (@docusaurus/theme-mermaid): a diagram from its source, `value`,
// drawn by the theme's own Mermaid component (a site's MDXComponents maps `mermaid` to it).
import { Mermaid as Diagram } from "../../theme/Mermaid";

export default function Mermaid(props: { value: string }) {
  return <Diagram code={props.value} />;
}
