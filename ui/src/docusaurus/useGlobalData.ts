// `@docusaurus/useGlobalData`: each plugin's global data, by plugin name and
// instance id, as site code reads it (`usePluginData("docusaurus-plugin-content-docs")`).
// The docs plugin's is its versions (see plugin-content-docs/client); the
// site's own plugins' is what they gave `setGlobalData` when the engine ran
// them (ui/stages/evaluate.mjs); the other plugins this generator follows keep none.
import { pluginData } from "../generated/docusaurus-config";
import { useAllDocsData } from "./plugin-content-docs/client";

const DOCS_PLUGIN = "docusaurus-plugin-content-docs";

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return { ...pluginData, [DOCS_PLUGIN]: useAllDocsData() };
}

/** The global data of every instance of the plugin `name`, by instance id. */
export function useAllPluginInstancesData(name: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const data = useGlobalData()[name];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${name}" plugin.`);
  return data;
}

/** The global data of the plugin `name`'s instance `id`. */
export function usePluginData(name: string, id = "default", options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(name)?.[id];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${name}" plugin with id "${id}".`);
  return data;
}
