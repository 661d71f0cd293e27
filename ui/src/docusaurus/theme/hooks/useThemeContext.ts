// `@theme/hooks/useThemeContext`: where Docusaurus 2's betas gave the colour
// mode (`isDarkTheme`, `setLightTheme`, `setDarkTheme`), now `useColorMode`.
import { useColorMode } from "../../theme-common";

export default useColorMode;
