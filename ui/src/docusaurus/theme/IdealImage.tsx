// `@theme/IdealImage` (Docusaurus' ideal-image plugin): the image a page
// names, lazily loaded. `img` is an address, or what the plugin's loader
// gives for `require("./x.png")` (`{ src: { src, width, height } }`); the
// plugin's resized copies and blurred placeholder are not made here.
import type { ImgHTMLAttributes } from "react";

type Loaded = { src?: string | { src?: string; width?: number; height?: number }; default?: string };

export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  img: string | Loaded;
}

export default function IdealImage({ img, alt, ...props }: IdealImageProps) {
  const loaded = typeof img === "string" ? { src: img } : img;
  const inner = typeof loaded.src === "object" ? loaded.src : undefined;
  const src = inner?.src ?? (typeof loaded.src === "string" ? loaded.src : loaded.default);
  return <img src={src} alt={alt} loading="lazy" decoding="async" width={inner?.width} height={inner?.height} {...props} />;
}
