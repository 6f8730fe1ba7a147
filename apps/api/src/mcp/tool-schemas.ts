import type { AdsTool } from './ads-tools';

/** What a tool's schema reads of the OpenAPI document: each operation's parameters. */
type SchemaObject = Record<string, unknown> & { description?: string; enum?: unknown[] };
interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
}
export interface OpenApiDocument {
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'delete', { parameters?: Array<ParameterObject | { $ref: string }> }>>>;
}

/** A tool's input schema: a JSON Schema object whose members are its endpoint's parameters. */
export interface ToolInputSchema {
  [member: string]: unknown;
  type: 'object';
  properties: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties: false;
}

/** `/12/accounts/:account_id/campaigns` as the OpenAPI document spells it. */
export const openApiPath = (path: string): string => path.replace(/:([a-z_]+)/g, '{$1}');

/** The path parameters of a tool's endpoint, in order. */
export const pathParameters = (path: string): string[] => [...path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);

/**
 * The input schema of a tool, made from its endpoint's operation in the
 * served OpenAPI document (so the two cannot drift): the path and query
 * parameters with their schemas, less what the tool fixes, narrowed where the
 * tool narrows, and what defaults to the caller made optional.
 */
export function toolInputSchema(tool: AdsTool, document: OpenApiDocument): ToolInputSchema {
  const operation = document.paths[openApiPath(tool.path)]?.[tool.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];
  if (!operation) throw new Error(`The tool ${tool.name} names ${tool.method} ${tool.path}, which the OpenAPI document does not serve`);
  const properties: Record<string, SchemaObject> = {};
  const required: string[] = [];
  const parameters = (operation.parameters ?? []).filter((p): p is ParameterObject => 'in' in p && (p.in === 'path' || p.in === 'query'));
  for (const parameter of parameters) {
    if (tool.fixed?.[parameter.name] !== undefined) continue;
    const schema: SchemaObject = { ...(parameter.schema ?? { type: 'string' }) };
    if (parameter.description) schema.description = parameter.description;
    const narrowed = tool.narrowed?.[parameter.name];
    if (narrowed) schema.enum = [...narrowed.values];
    properties[parameter.name] = schema;
    if ((parameter.required || parameter.in === 'path') && !tool.callerDefaults?.includes(parameter.name)) required.push(parameter.name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}
