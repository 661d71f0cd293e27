// `@theme/MDXContent`: what a doc's, a post's or a Markdown page's content is
// rendered in. Docusaurus' gives the MDX components through a provider; ours
// are compiled into each page, so it only passes the content through. A
// site's src/theme/MDXContent replaces it (pages then show the content inside
// the site's own), or wraps it through `@theme-original/MDXContent`.
import type { ReactNode } from "react";

export default function MDXContent(props: { children?: ReactNode }) {
  return <>{props.children}</>;
}
