// `@docusaurus/useIsomorphicLayoutEffect`: a layout effect in the browser, and
// a plain effect (which a server render skips without React's warning) in Node.
import { useEffect, useLayoutEffect } from "react";

import { canUseDOM } from "./ExecutionEnvironment";

const useIsomorphicLayoutEffect = canUseDOM ? useLayoutEffect : useEffect;

export default useIsomorphicLayoutEffect;
