// `@theme/MDXComponents`: the components Docusaurus's MDX uses for Markdown's
// elements, for a site that renders MDX pieces itself or extends this object.
import type { ComponentProps } from "react";

import Head from "../Head";
import Admonition from "./Admonition";
import MDXA from "./MDXComponents/A";
import MDXCode from "./MDXComponents/Code";
import MDXDetails from "./MDXComponents/Details";
import MDXHeading from "./MDXComponents/Heading";
import MDXImg from "./MDXComponents/Img";
import MDXLi from "./MDXComponents/Li";
import MDXPre from "./MDXComponents/Pre";
import MDXUl from "./MDXComponents/Ul";

type HeadingLevel = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
const heading = (as: HeadingLevel) => (props: ComponentProps<"h2">) => <MDXHeading as={as} {...props} />;

const MDXComponents = {
  Head,
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  img: MDXImg,
  ul: MDXUl,
  li: MDXLi,
  h1: heading("h1"),
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  h5: heading("h5"),
  h6: heading("h6"),
  admonition: Admonition,
};

export default MDXComponents;
