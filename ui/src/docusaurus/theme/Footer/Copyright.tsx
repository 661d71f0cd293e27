// `@theme/Footer/Copyright`: the config's copyright line, HTML as written there.
export default function FooterCopyright({ copyright }: { copyright: string }) {
  return <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}
