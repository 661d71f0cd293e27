// The config's navbar items that name a doc, a sidebar or a version, for the
// `NavbarItem` components that receive them as the config writes them: the
// build resolved each (`site.navbar_targets`, by `doc@community:intro`) to a
// link that follows the reader's version and knows when it is current, as the
// navbar's own links do.
import type { ReactNode } from "react";

import { instanceOf } from "../runtime/docsVersions";
import { site } from "../generated/site";
import type { SiteLink } from "../generated/types";
import { SiteLinkView } from "./SiteLinkView";

/** The link the build made of the `kind` (`doc`, `sidebar`, `version`) named `id` in the docs instance `pluginId`, if it found it. */
export function navbarLink(kind: "doc" | "sidebar" | "version", pluginId: unknown, id: unknown): SiteLink | undefined {
  const instance = instanceOf(pluginId);
  return site.navbar_targets?.[`${kind}${instance ? `@${instance}` : ""}:${typeof id === "string" ? id : ""}`];
}

export interface ConfigLinkProps {
  link: SiteLink;
  label?: ReactNode;
  className?: string;
  mobile?: boolean;
  isDropdownItem?: boolean;
}

/** Such a link with Infima's classes for its place: the bar, a dropdown, or the mobile menu. */
export function ConfigLink({ link, label, className, mobile = false, isDropdownItem = false }: ConfigLinkProps) {
  const [base, active] = mobile ? ["menu__link", "menu__link--active"] : isDropdownItem ? ["dropdown__link", "dropdown__link--active"] : ["navbar__item navbar__link", "navbar__link--active"];
  const own = [link.class_name, className].filter(Boolean).join(" ") || null;
  // A site's wrapper may give a label of its own making (an icon beside the words).
  const drawn = <SiteLinkView link={{ ...link, label: (label ?? link.label) as string, class_name: own }} className={base} activeClass={active} />;
  return mobile ? <li className="menu__list-item">{drawn}</li> : isDropdownItem ? <li>{drawn}</li> : drawn;
}
