// `@theme/hooks/useWindowSize`: where Docusaurus 2's betas gave it (now in theme-common).
import { useWindowSize } from "../../theme-common";

export default useWindowSize;
