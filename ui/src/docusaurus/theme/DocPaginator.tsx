// `@theme/DocPaginator`: the previous and next doc at the end of a doc, with
// the props Docusaurus' DocItem gives it (`{ title, permalink }`, the
// permalink under the base URL). A site's src/theme/DocPaginator replaces it;
// a wrapper (comments under the doc, say) shows this one through
// `@theme-original/DocPaginator`.
import { ourLink, type PaginatorLink } from "../../theme/docusaurusProps";
import { Paginator } from "../../theme/Paginator";
import { theme_docs_paginator_navAriaLabel, theme_docs_paginator_next, theme_docs_paginator_previous } from "../../i18n/theme";

export default function DocPaginator({ previous, next }: { previous?: PaginatorLink | null; next?: PaginatorLink | null; className?: string }) {
  return <Paginator label={theme_docs_paginator_navAriaLabel} previous={ourLink(previous)} next={ourLink(next)} labels={[theme_docs_paginator_previous, theme_docs_paginator_next]} />;
}
