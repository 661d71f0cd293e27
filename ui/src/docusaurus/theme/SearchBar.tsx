// `@theme/SearchBar`: the search box a site's own navbar draws (Docusaurus'
// search plugin gives it; here, the theme's search button and dialog over
// the build's index).
import { SearchButton } from "../../theme/SearchButton";

export default function SearchBar() {
  return <SearchButton />;
}
