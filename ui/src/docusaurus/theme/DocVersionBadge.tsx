// `@theme/DocVersionBadge`: the doc's version, where the site shows it, for an ejected DocItem/Layout.
import { VersionBadge, useDocParts } from "../../theme/DocArticle";

export default function DocVersionBadge() {
  return <VersionBadge version={useDocParts().version} />;
}
