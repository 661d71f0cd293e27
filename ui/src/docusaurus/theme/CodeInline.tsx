// `@theme/CodeInline`: code in a line of text, as Docusaurus' theme draws it
// (site code's own `MDXComponents/Code` hands inline code to it).
import type { ComponentProps } from "react";

export default function CodeInline(props: ComponentProps<"code">) {
  return <code {...props} />;
}
