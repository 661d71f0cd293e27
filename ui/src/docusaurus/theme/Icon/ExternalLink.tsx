// `@theme/Icon/ExternalLink`: an arrow leaving a box, beside a link that opens elsewhere.
import type { SVGProps } from "react";

export default function IconExternalLink({ width = 13.5, height = 13.5, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" {...props}>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
