// `@theme/DocItem/Footer`: what follows a doc's content, its tags row (a
// tagged doc's, see DocTags) and its last update and edit link. A site's
// src/theme/DocItem/Footer replaces it; a wrapper shows this one through
// `@theme-original/DocItem/Footer` with the props it was given.
import { useContext, type ReactNode } from "react";

import type { DocMeta } from "../../../generated/types";
import { DocPartsContext } from "../../../theme/docContext";
import { PageMeta } from "../../../theme/PageMeta";

/** Without props (as Docusaurus' DocItem/Layout, ejected, shows it), the doc on screen. */
export default function DocItemFooter(props: { meta?: DocMeta; tags?: ReactNode }) {
  const parts = useContext(DocPartsContext);
  const meta = props.meta ?? parts?.meta;
  if (!meta) return null;
  return (
    <>
      {props.meta ? props.tags : parts?.footer}
      <PageMeta lastUpdate={meta.last_update} editUrl={meta.edit_url} />
    </>
  );
}
