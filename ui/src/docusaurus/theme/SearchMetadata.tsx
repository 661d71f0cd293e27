// `@theme/SearchMetadata`: the page's locale, docs version and search tag as
// `<meta>`s in its head, which search crawlers (Algolia's DocSearch) read.
import Head from "../Head";
import useDocusaurusContext from "../useDocusaurusContext";

export default function SearchMetadata({ locale, version, tag }: { locale?: string; version?: string; tag?: string }) {
  const { i18n } = useDocusaurusContext();
  const language = locale ?? i18n.currentLocale;
  return (
    <Head>
      {language ? <meta name="docusaurus_locale" content={language} /> : null}
      {version ? <meta name="docusaurus_version" content={version} /> : null}
      {tag ? <meta name="docusaurus_tag" content={tag} /> : null}
      {language ? <meta name="docsearch:language" content={language} /> : null}
      {version ? <meta name="docsearch:version" content={version} /> : null}
      {tag ? <meta name="docsearch:docusaurus_tag" content={tag} /> : null}
    </Head>
  );
}
