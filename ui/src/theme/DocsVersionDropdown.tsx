// The navbar's `docsVersionDropdown`: every version of one docs instance, each
// link leading to the page on screen in that version when it has it, else to
// the version's main doc. Its label is the version on screen, else the
// reader's choice, else the latest. Choosing a version stores it as the
// reader's choice for that instance (Docusaurus' key).
import type { VersionDropdown, VersionMeta } from "../generated/types";
import { latestVersion, sameInstance, savePreferredVersion, useActiveDoc, usePreferredVersion, useVersionOnScreen, versionNamed, versionsOf } from "../runtime/docsVersions";
import { Link } from "./Link";
import { NavbarDropdown } from "./NavbarDropdown";
import { DropdownLinks } from "./SiteLinkView";
import { theme_navbar_mobileVersionsDropdown_label } from "../i18n/theme";

export function DocsVersionDropdown({ dropdown }: { dropdown: VersionDropdown }) {
  const plugin = dropdown.plugin;
  const active = useActiveDoc();
  const here = useVersionOnScreen(plugin);
  const preferred = usePreferredVersion(plugin);
  const versions = versionsOf(plugin);
  if (versions.length === 0) return null;
  const doc = active && sameInstance(active.plugin, plugin) ? active : null;
  const shown = here ?? versionNamed(preferred, plugin) ?? latestVersion(plugin) ?? versions[0]!;
  const target = (version: VersionMeta) =>
    doc?.version === version.name ? doc.path : (doc?.alternates.find((a) => a.version === version.name)?.path ?? version.main_doc);
  return (
    <NavbarDropdown kind="version-dropdown" summaryClass={dropdown.class_name ?? undefined} summary={shown.label} summaryLabel={`${theme_navbar_mobileVersionsDropdown_label}: ${shown.label}`}>
        <DropdownLinks links={dropdown.extras?.before} />
        {versions.map((version) => (
          <li key={version.name}>
            <Link
              to={target(version)}
              className={version.name === shown.name ? "navbar-dropdown-link active" : "navbar-dropdown-link"}
              aria-current={version.name === shown.name ? "page" : undefined}
              onClick={() => savePreferredVersion(version.name, plugin)}
            >
              {version.label}
            </Link>
          </li>
        ))}
        <DropdownLinks links={dropdown.extras?.after} />
    </NavbarDropdown>
  );
}
