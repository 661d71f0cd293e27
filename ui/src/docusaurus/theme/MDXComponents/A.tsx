// `@theme/MDXComponents/A`: a link written in Markdown, as the theme renders it (site code wraps it).
import type { ComponentProps } from "react";

import Link from "../../Link";

export default function MDXA(props: ComponentProps<typeof Link>) {
  return <Link {...props} />;
}
