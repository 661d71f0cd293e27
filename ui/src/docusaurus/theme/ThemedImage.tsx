// `@theme/ThemedImage`: one image per colour mode (`sources={{light, dark}}`),
// both in the page, the other mode's hidden by the theme's `only-light` /
// `only-dark` rule, so the right one shows before any script runs. The
// addresses are used as given, as Docusaurus uses them (`useBaseUrl` is the
// author's to call).
import type { ImgHTMLAttributes } from "react";

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...props }: ThemedImageProps) {
  const classes = (mode: string) => (className ? `${className} only-${mode}` : `only-${mode}`);
  return (
    <>
      <img src={sources.light} alt={alt} className={classes("light")} {...props} />
      <img src={sources.dark} alt={alt} className={classes("dark")} {...props} />
    </>
  );
}
