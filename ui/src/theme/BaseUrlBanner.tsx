// Shown (by the head script, before any JavaScript bundle runs) when the page
// is served from a path outside the site's base URL, so its files cannot load.
import { site } from "../generated/site";

export function BaseUrlBanner() {
  return (
    <div className="base-url-banner" role="alert">
      사이트를 제대로 불러오지 못했습니다. 이 사이트는 <code>{site.base_url}</code> 경로에서 제공되도록 만들어졌지만
      지금 주소는 그 아래에 있지 않습니다. 사이트 설정의 <code>base_url</code>을 확인해 주세요.
    </div>
  );
}
