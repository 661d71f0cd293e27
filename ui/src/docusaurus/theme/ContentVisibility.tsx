// `@theme/ContentVisibility`: Docusaurus' notice on a draft or unlisted page.
// A draft is never published here and an unlisted page is left out of lists
// and the sitemap without a notice, so there is nothing to show.
export default function ContentVisibility(_props: { metadata?: unknown }) {
  return null;
}
