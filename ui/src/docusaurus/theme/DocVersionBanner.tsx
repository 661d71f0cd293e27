// `@theme/DocVersionBanner`: the banner of an unreleased or unmaintained
// version (and a translated site's notice on an untranslated doc), for an
// ejected DocItem/Layout.
import { DocBanner, useDocParts } from "../../theme/DocArticle";

export default function DocVersionBanner() {
  const { meta, banner } = useDocParts();
  return <DocBanner meta={meta} banner={banner} />;
}
