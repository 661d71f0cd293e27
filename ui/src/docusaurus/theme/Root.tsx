// `@theme/Root`: what Docusaurus puts around the whole app, and keeps mounted
// across pages. Ours adds nothing; a site's src/theme/Root (its providers)
// replaces it, and App shows it only then (`__SITE_WRAPS__`).
import type { ReactNode } from "react";

export default function Root(props: { children?: ReactNode }) {
  return <>{props.children}</>;
}
