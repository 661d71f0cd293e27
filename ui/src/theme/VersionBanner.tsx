// The banner above the docs of a version that is not the latest: unreleased
// (newer) or unmaintained (older), with a link to the same page in the latest
// version, or to its main doc when the page is not there. Following it makes
// the latest version the reader's choice, as in Docusaurus.
import { site } from "../generated/site";
import type { DocMeta } from "../generated/types";
import { latestVersion, savePreferredVersion, versionNamed } from "../runtime/docsVersions";
import { Link } from "./Link";
import {
  theme_docs_versions_latestVersionLinkLabel,
  theme_docs_versions_latestVersionSuggestionLabel,
  theme_docs_versions_unmaintainedVersionLabel,
  theme_docs_versions_unreleasedVersionLabel,
} from "../i18n/theme";

export function VersionBanner({ meta }: { meta: DocMeta }) {
  const version = versionNamed(meta.version, meta.plugin);
  const latest = latestVersion(meta.plugin);
  if (!version?.banner || !latest) return null;
  const says =
    version.banner === "unreleased" ? theme_docs_versions_unreleasedVersionLabel : theme_docs_versions_unmaintainedVersionLabel;
  const target = meta.alternates?.find((a) => a.version === latest.name)?.path ?? latest.main_doc;
  const [before, after] = theme_docs_versions_latestVersionSuggestionLabel(latest.label);
  return (
    <div className="version-banner theme-doc-version-banner" role="note">
      <p>{says(site.title, version.label)}</p>
      <p>
        {before}
        <b>
          <Link to={target} onClick={() => savePreferredVersion(latest.name, meta.plugin)}>
            {theme_docs_versions_latestVersionLinkLabel}
          </Link>
        </b>
        {after}
      </p>
    </div>
  );
}
