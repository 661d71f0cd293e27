// The navbar's `docsVersionDropdown`: every version, each link leading to the
// page on screen in that version when it has it, else to the version's main
// doc. Its label is the version on screen, else the reader's choice, else the
// latest. Choosing a version stores it as the reader's (Docusaurus' key).
import { site } from "../generated/site";
import type { VersionMeta } from "../generated/types";
import { latestVersion, savePreferredVersion, useActiveDoc, usePreferredVersion, useVersionOnScreen, versionNamed } from "../runtime/docsVersions";
import { Link } from "./Link";
import { NavbarDropdown } from "./NavbarDropdown";
import { DropdownLinks } from "./SiteLinkView";
import { theme_navbar_mobileVersionsDropdown_label } from "../i18n/theme";

export function DocsVersionDropdown() {
  const doc = useActiveDoc();
  const here = useVersionOnScreen();
  const preferred = usePreferredVersion();
  const versions = site.versions ?? [];
  if (versions.length === 0) return null;
  const shown = here ?? versionNamed(preferred) ?? latestVersion() ?? versions[0]!;
  const target = (version: VersionMeta) =>
    doc?.version === version.name ? doc.path : (doc?.alternates.find((a) => a.version === version.name)?.path ?? version.main_doc);
  return (
    <NavbarDropdown kind="version-dropdown" summary={shown.label} summaryLabel={`${theme_navbar_mobileVersionsDropdown_label}: ${shown.label}`}>
        <DropdownLinks links={site.version_dropdown_extras?.before} />
        {versions.map((version) => (
          <li key={version.name}>
            <Link
              to={target(version)}
              className={version.name === shown.name ? "navbar-dropdown-link active" : "navbar-dropdown-link"}
              aria-current={version.name === shown.name ? "page" : undefined}
              onClick={() => savePreferredVersion(version.name)}
            >
              {version.label}
            </Link>
          </li>
        ))}
        <DropdownLinks links={site.version_dropdown_extras?.after} />
    </NavbarDropdown>
  );
}
