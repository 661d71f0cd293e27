// `@theme/DocVersionBadge`: the doc's version, where the site shows it. Our
// doc layout draws it, and so may an ejected DocItem/Layout; a site's
// src/theme/DocVersionBadge replaces it.
import { useDocParts } from "../../theme/docContext";
import { theme_docs_versionBadge_label, ui_versionBadge_title } from "../../i18n/theme";

/** As Docusaurus: only a site with more than one version shows it (unless the version's `badge` says otherwise). */
export default function DocVersionBadge(_props: { className?: string }) {
  const { version } = useDocParts();
  if (!version?.badge) return null;
  return (
    <span className="version-badge theme-doc-version-badge" title={ui_versionBadge_title}>
      {theme_docs_versionBadge_label}
      {version.label}
    </span>
  );
}
