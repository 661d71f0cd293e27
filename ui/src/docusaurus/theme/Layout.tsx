// `@theme/Layout` for a page of the site's own (src/pages): our App already
// puts every page in the site's frame (navbar, footer; theme/Layout), so this
// one does not draw it again. It keeps what the page asks of it: `title`
// (shown as "title | site title", as Docusaurus formats it) and `description`
// for the document's head (in the pre-rendered HTML too, see docusaurus/Head), and
// `wrapperClassName` on a box around the content. `noFooter` is not followed:
// the frame is App's.
import type { ReactNode } from "react";

import { site } from "../../generated/site";
import { useHead, type HeadEntry } from "../Head";

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

export default function Layout(props: LayoutProps) {
  const entries: HeadEntry[] = [];
  if (props.title) entries.push({ tag: "title", text: `${props.title} ${site.title_delimiter ?? "|"} ${site.title}` });
  if (props.description) entries.push({ tag: "meta", attrs: { name: "description", content: props.description } });
  // Below an explicit <Head> of the page (rank 0), as Docusaurus' Layout's helmet is above the page's own.
  useHead(entries, 0);
  return props.wrapperClassName ? <div className={props.wrapperClassName}>{props.children}</div> : <>{props.children}</>;
}
