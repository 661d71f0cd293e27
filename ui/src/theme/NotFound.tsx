// The page for any path that is not a route of the site.
import { site } from "../generated/site";
import { Link } from "./Link";
import { SiteLinkView } from "./SiteLinkView";

export function NotFound() {
  return (
    <div className="container not-found">
      <h1>페이지를 찾을 수 없습니다</h1>
      <p>주소가 바뀌었거나 없는 페이지입니다. 주소를 다시 확인하거나 아래 링크로 이동해 주세요.</p>
      <p>
        <Link to="/" className="button button-primary">
          홈으로 돌아가기
        </Link>{" "}
        {/* The second button is site.toml's `not_found_link`, when it has one. */}
        {site.not_found_link ? <SiteLinkView link={site.not_found_link} className="button" /> : null}
      </p>
    </div>
  );
}
