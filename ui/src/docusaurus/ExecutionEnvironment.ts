// `@docusaurus/ExecutionEnvironment`: what the code runs in, read once. False
// for everything while the pages are pre-rendered in Node.
export const canUseDOM = typeof window !== "undefined" && "document" in window && "createElement" in window.document;

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && "addEventListener" in window,
  canUseIntersectionObserver: canUseDOM && "IntersectionObserver" in window,
  canUseViewport: canUseDOM && "screen" in window,
};

export default ExecutionEnvironment;
