// `@theme/Details`: a <details> whose `summary` is a <summary> element, or any
// content put in one ("Details" when none is given, as in Docusaurus). It is
// drawn as an info box, as Docusaurus draws it; open and close are the
// browser's own, so it works before hydration and without scripts.
import { isValidElement, type DetailsHTMLAttributes, type ReactNode } from "react";

export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  summary?: ReactNode;
  children?: ReactNode;
}

export default function Details({ summary, children, className, ...rest }: DetailsProps) {
  const summaryElement = isValidElement(summary) && summary.type === "summary" ? summary : <summary>{summary ?? "Details"}</summary>;
  return (
    <details {...rest} className={["details admonition admonition-info", className].filter(Boolean).join(" ")}>
      {summaryElement}
      <div className="details-body">{children}</div>
    </details>
  );
}
