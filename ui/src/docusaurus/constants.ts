// `@docusaurus/constants`: the id a plugin instance has when its options name none.
export { DEFAULT_PLUGIN_ID } from "../constants";
