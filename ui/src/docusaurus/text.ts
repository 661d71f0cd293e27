// The text of React children, for the places our theme wants a string (an
// aria-label, a code block's lines): elements are read down to their text.
import { Children, isValidElement, type ReactNode } from "react";

export function textOf(node: ReactNode): string {
  let text = "";
  Children.forEach(node, (part) => {
    if (typeof part === "string" || typeof part === "number" || typeof part === "bigint") text += String(part);
    else if (isValidElement<{ children?: ReactNode }>(part)) text += textOf(part.props.children);
  });
  return text;
}
