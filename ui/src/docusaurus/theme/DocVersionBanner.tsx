// `@theme/DocVersionBanner`: the banner of an unreleased or unmaintained
// version, and a translated site's notice on a doc shown in the default
// locale's words. Our doc layout draws it, and so may an ejected
// DocItem/Layout; a site's src/theme/DocVersionBanner replaces it, and a
// wrapper shows this one through `@theme-original/DocVersionBanner`.
import { useDocParts } from "../../theme/docContext";
import { ui_docs_untranslated } from "../../i18n/theme";

export default function DocVersionBanner(_props: { className?: string }) {
  const { meta, banner } = useDocParts();
  return (
    <>
      {banner}
      {__SITE_TRANSLATED__ && meta.untranslated ? (
        <p className="untranslated-notice" role="note">
          {ui_docs_untranslated}
        </p>
      ) : null}
    </>
  );
}
