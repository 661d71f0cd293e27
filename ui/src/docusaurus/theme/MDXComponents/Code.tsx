// `@theme/MDXComponents/Code`: inline code (one line of text), or a code block's code (inside MDX's <pre>).
import { Children, type ComponentProps } from "react";

import CodeBlock from "../CodeBlock";
import CodeInline from "../CodeInline";

export default function MDXCode(props: ComponentProps<"code">) {
  const parts = Children.toArray(props.children);
  const inline = props.children !== undefined && parts.every((part) => typeof part === "string" && !part.includes("\n"));
  return inline ? <CodeInline {...props} /> : <CodeBlock className={props.className}>{props.children}</CodeBlock>;
}
