// `@theme/MDXComponents/Pre`: a code block's <pre>; the code inside draws its own.
import type { ReactNode } from "react";

export default function MDXPre(props: { children?: ReactNode }) {
  return <>{props.children}</>;
}
