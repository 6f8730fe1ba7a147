import { getMetadataStorage } from 'class-validator';

export type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

/**
 * A DTO's validations grouped by property, as `validateSync(instance, options)`
 * looks them up (no schema, no groups, `always` and `strictGroups` off): the
 * one place the ads parameter parsing, its compiled path and the OpenAPI
 * document read them from.
 */
export function validationsByProperty(dto: Function): Record<string, ValidationMetadata[]> {
  const storage = getMetadataStorage();
  const metadatas = storage.getTargetValidationMetadatas(dto, undefined as unknown as string, false, false, undefined);
  return storage.groupByPropertyName(metadatas);
}
