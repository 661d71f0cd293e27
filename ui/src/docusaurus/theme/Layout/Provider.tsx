// `@theme/Layout/Provider`: the providers around each page's layout. Ours
// adds nothing; a site's src/theme/Layout/Provider replaces it, and the
// layout shows it only then (`__SITE_WRAPS__`).
import type { ReactNode } from "react";

export default function LayoutProvider(props: { children?: ReactNode }) {
  return <>{props.children}</>;
}
