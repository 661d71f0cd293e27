// `@theme/Footer/Logo`: the config's footer logo (its dark-mode picture beside
// it), linked where it says.
import Link from "../../Link";
import useBaseUrl from "../../useBaseUrl";

export interface FooterLogoProps {
  logo: { src: string; srcDark?: string; alt?: string; href?: string; width?: number | string; height?: number | string; className?: string; style?: Record<string, string> };
}

export default function FooterLogo({ logo }: FooterLogoProps) {
  const light = useBaseUrl(logo.src);
  const dark = useBaseUrl(logo.srcDark ?? "");
  const picture = (src: string, mode?: string) => (
    <img src={src} alt={logo.alt ?? ""} width={logo.width} height={logo.height} style={logo.style} className={["footer__logo", logo.className, mode].filter(Boolean).join(" ")} />
  );
  const pictures = logo.srcDark ? (
    <>
      {picture(light, "only-light")}
      {picture(dark, "only-dark")}
    </>
  ) : (
    picture(light)
  );
  return logo.href ? (
    <Link href={logo.href} className="footerLogoLink">
      {pictures}
    </Link>
  ) : (
    pictures
  );
}
