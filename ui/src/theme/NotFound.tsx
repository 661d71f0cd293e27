// The page for any path that is not a route of the site (`@theme/NotFound`: a site's src/theme/NotFound replaces it, inside our frame).
import { site } from "../generated/site";
import { Link } from "./Link";
import { SiteLinkView } from "./SiteLinkView";
import { theme_NotFound_p1, theme_NotFound_title, ui_notFound_home } from "../i18n/theme";

/** `location`: the route's, which Docusaurus hands a route component and a site's replacement may read (not this one). */
export default function NotFound(_props: { location?: { pathname: string } }) {
  return (
    <div className="container not-found">
      <h1>{theme_NotFound_title}</h1>
      <p>{theme_NotFound_p1}</p>
      <p>
        <Link to="/" className="button button-primary">
          {ui_notFound_home}
        </Link>{" "}
        {/* The second button is site.toml's `not_found_link`, when it has one. */}
        {site.not_found_link ? <SiteLinkView link={site.not_found_link} className="button" /> : null}
      </p>
    </div>
  );
}
