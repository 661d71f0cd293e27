// `@theme/MDXComponents`: the components Docusaurus's MDX uses for Markdown's
// elements, for a site that renders MDX pieces itself or extends this object.
import { Children, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from "react";

import Head from "../Head";
import Link from "../Link";
import Admonition from "./Admonition";
import CodeBlock from "./CodeBlock";
import Details from "./Details";
import Heading from "./Heading";

/** `<details>` written in Markdown: its <summary> child becomes the summary. */
function MDXDetails(props: ComponentProps<"details">) {
  const items = Children.toArray(props.children);
  const summary = items.find((item): item is ReactElement => isValidElement(item) && item.type === "summary");
  return (
    <Details {...props} summary={summary}>
      {items.filter((item) => item !== summary)}
    </Details>
  );
}

/** Inline code (one line of text), or a code block's code (inside MDX's <pre>). */
function MDXCode(props: ComponentProps<"code">) {
  const parts = Children.toArray(props.children);
  const inline = props.children !== undefined && parts.every((part) => typeof part === "string" && !part.includes("\n"));
  return inline ? <code {...props} /> : <CodeBlock className={props.className}>{props.children}</CodeBlock>;
}

/** A code block's <pre>: the code inside draws its own. */
function MDXPre(props: { children?: ReactNode }) {
  return <>{props.children}</>;
}

function MDXImg(props: ComponentProps<"img">) {
  return <img decoding="async" loading="lazy" {...props} />;
}

type HeadingLevel = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
const heading = (as: HeadingLevel) => (props: ComponentProps<"h2">) => <Heading as={as} {...props} />;

const MDXComponents = {
  Head,
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: Link,
  pre: MDXPre,
  img: MDXImg,
  h1: heading("h1"),
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  h5: heading("h5"),
  h6: heading("h6"),
  admonition: Admonition,
};

export default MDXComponents;
