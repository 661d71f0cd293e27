// `@theme/NavbarItem/SearchNavbarItem`: a navbar item of type `search`, as a
// site's own navbar draws it: the search box in Infima's navbar item (in the
// mobile menu, none: there the bar's own button searches).
import SearchBar from "../SearchBar";

export default function SearchNavbarItem({ mobile = false, className }: { mobile?: boolean; className?: string }) {
  if (mobile) return null;
  return (
    <div className={className ? `navbar__search ${className}` : "navbar__search"}>
      <SearchBar />
    </div>
  );
}
