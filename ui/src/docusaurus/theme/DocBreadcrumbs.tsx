// `@theme/DocBreadcrumbs`: the doc's place in its sidebar. Our doc layout
// draws it, and so may an ejected DocItem/Layout; a site's
// src/theme/DocBreadcrumbs replaces it.
import { site } from "../../generated/site";
import { useDocParts } from "../../theme/docContext";
import { Link } from "../../theme/Link";
import { theme_docs_breadcrumbs_home, theme_docs_breadcrumbs_navAriaLabel } from "../../i18n/theme";

export default function DocBreadcrumbs() {
  const { meta } = useDocParts();
  // The docs plugin's `breadcrumbs: false` leaves them out, as in Docusaurus.
  if (site.breadcrumbs === false) return null;
  return (
    <nav className="breadcrumbs" aria-label={theme_docs_breadcrumbs_navAriaLabel}>
      <ol>
        <li>
          <Link to="/">{theme_docs_breadcrumbs_home}</Link>
        </li>
        {meta.breadcrumbs.map((crumb, i) => (
          <li key={i}>{crumb.path && i < meta.breadcrumbs.length - 1 ? <Link to={crumb.path}>{crumb.label}</Link> : <span>{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
