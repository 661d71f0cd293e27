// `@theme/MDXComponents/Ul`: a list written in Markdown.
import type { ComponentProps } from "react";

export default function MDXUl(props: ComponentProps<"ul">) {
  return <ul {...props} />;
}
