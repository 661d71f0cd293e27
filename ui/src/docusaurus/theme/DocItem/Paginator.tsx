// `@theme/DocItem/Paginator`: the previous and next doc (through
// `@theme/DocPaginator`), for an ejected DocItem/Layout.
import { useDocParts } from "../../../theme/DocArticle";
import { docusaurusLink } from "../../../theme/docusaurusProps";
import DocPaginator from "../DocPaginator";

export default function DocItemPaginator() {
  const { meta } = useDocParts();
  return <DocPaginator previous={docusaurusLink(meta.previous)} next={docusaurusLink(meta.next)} />;
}
