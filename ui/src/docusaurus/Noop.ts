// `@docusaurus/Noop`: a component that draws nothing.
export default function Noop(): null {
  return null;
}
