export interface TemplateInfo {
  pgliteDump?: string;
  dispose?: () => Promise<void>;
}
export async function prepareTemplates(): Promise<TemplateInfo> {
  return {};
}
