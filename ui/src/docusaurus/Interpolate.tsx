// `@docusaurus/Interpolate`: `{name}` placeholders of a text filled with
// values, which may be elements (what `<Translate>` does once it has the
// locale's words).
import type { ReactNode } from "react";

import { interpolate, type InterpolateValues } from "./Translate";

export { interpolate, type InterpolateValues };

export default function Interpolate(props: { children: string; values?: InterpolateValues }): ReactNode {
  if (typeof props.children !== "string") {
    throw new Error("<Interpolate> takes plain text as its children (put elements in `values` and name them `{name}` in the text)");
  }
  return <>{interpolate(props.children, props.values)}</>;
}
