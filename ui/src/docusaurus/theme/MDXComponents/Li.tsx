// `@theme/MDXComponents/Li`: a list item written in Markdown.
import type { ComponentProps } from "react";

export default function MDXLi(props: ComponentProps<"li">) {
  return <li {...props} />;
}
