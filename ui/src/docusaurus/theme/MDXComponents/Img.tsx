// `@theme/MDXComponents/Img`: an image written in Markdown, loaded when it nears the screen.
import type { ComponentProps } from "react";

export default function MDXImg(props: ComponentProps<"img">) {
  return <img decoding="async" loading="lazy" {...props} />;
}
