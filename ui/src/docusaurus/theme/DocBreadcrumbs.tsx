// `@theme/DocBreadcrumbs`: the doc's place in its sidebar, for an ejected DocItem/Layout.
import { DocBreadcrumbsNav, useDocParts } from "../../theme/DocArticle";

export default function DocBreadcrumbs() {
  return <DocBreadcrumbsNav meta={useDocParts().meta} />;
}
