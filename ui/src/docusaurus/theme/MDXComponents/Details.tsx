// `@theme/MDXComponents/Details`: `<details>` written in Markdown; its <summary> child becomes the summary.
import { Children, isValidElement, type ComponentProps, type ReactElement } from "react";

import Details from "../Details";

export default function MDXDetails(props: ComponentProps<"details">) {
  const items = Children.toArray(props.children);
  const summary = items.find((item): item is ReactElement => isValidElement(item) && item.type === "summary");
  return (
    <Details {...props} summary={summary}>
      {items.filter((item) => item !== summary)}
    </Details>
  );
}
