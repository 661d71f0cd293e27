// `@theme/hooks/usePrismTheme`: where Docusaurus 2's betas gave it (now in theme-common).
import { usePrismTheme } from "../../theme-common";

export default usePrismTheme;
