// `@theme/DocItem/Footer`: what follows a doc's content, its tags row (a
// tagged doc's, see DocTags) and its last update and edit link. A site's
// src/theme/DocItem/Footer replaces it; a wrapper shows this one through
// `@theme-original/DocItem/Footer` with the props it was given.
import type { ReactNode } from "react";

import type { DocMeta } from "../../../generated/types";
import { PageMeta } from "../../../theme/PageMeta";

export default function DocItemFooter(props: { meta: DocMeta; tags?: ReactNode }) {
  return (
    <>
      {props.tags}
      <PageMeta lastUpdate={props.meta.last_update} editUrl={props.meta.edit_url} />
    </>
  );
}
