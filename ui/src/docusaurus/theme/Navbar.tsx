// `@theme/Navbar`: the site's navbar, for a page that lays itself out
// (Docusaurus' Layout draws it; a page without Layout may draw it itself).
// A site's own src/theme/Navbar replaces the one this draws.
import Navbar from "../../theme/Navbar";

export default function DocusaurusNavbar() {
  return <Navbar docSidebar={null} />;
}
