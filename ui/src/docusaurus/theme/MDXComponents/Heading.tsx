// `@theme/MDXComponents/Heading`: a heading written in Markdown (`as` says its level), with its anchor link.
import type { ComponentProps } from "react";

import Heading from "../Heading";

export default function MDXHeading(props: ComponentProps<typeof Heading>) {
  return <Heading {...props} />;
}
