// `@docusaurus/useBrokenLinks`: under Docusaurus, components report the links
// and anchors they render so its link check knows them. Our link check reads
// the pre-rendered pages themselves (every href and id), so there is nothing
// to report to: both calls do nothing, and the check still sees the result.
const brokenLinks = {
  collectLink(_link: string | undefined): void {},
  collectAnchor(_anchor: string | undefined): void {},
};

export default function useBrokenLinks(): typeof brokenLinks {
  return brokenLinks;
}
