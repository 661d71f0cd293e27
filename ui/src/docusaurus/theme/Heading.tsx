// `@theme/Heading`: with an `id` (h2–h6), our Heading and its # anchor; an h1,
// or a heading without an id, is a plain heading, as in Docusaurus. Other
// props (className, title, style) stay on the heading.
import type { HTMLAttributes } from "react";

import { Heading as SiteHeading } from "../../theme/markdown";
import { theme_common_headingLinkTitle } from "../../i18n/theme";

type Level = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: Level;
}

export default function Heading({ as: Tag, id, children, ...rest }: HeadingProps) {
  if (Tag === "h1" || !id) return <Tag {...rest}>{children}</Tag>;
  if (Object.keys(rest).length === 0) {
    return (
      <SiteHeading as={Tag} id={id}>
        {children}
      </SiteHeading>
    );
  }
  // Our Heading takes no other props: its markup, with them (test/docusaurus.test.mjs keeps the two alike).
  return (
    <Tag id={id} {...rest} className={rest.className ? `heading ${rest.className}` : "heading"}>
      {children}
      <a className="heading-anchor" href={`#${id}`} aria-label={theme_common_headingLinkTitle}>
        #
      </a>
    </Tag>
  );
}
