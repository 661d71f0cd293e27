// `@theme/Icon/Success`: a check mark, for a site's own "copied" state.
import type { SVGProps } from "react";

export default function IconSuccess(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" {...props}>
      <path d="M5 12.5l4.5 4.5L19 7" />
    </svg>
  );
}
