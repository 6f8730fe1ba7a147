import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideDeletion, type DeleteOutcome, type DeleteProducts } from '../../domain/catalog-products';
import { CatalogProducts } from '../shared/catalog-products';
import { DeleteProductsCommand } from './delete-products.command';

/** Removes the products named, permanently; answers each key's outcome. */
@CommandHandler(DeleteProductsCommand)
export class DeleteProductsHandler implements ICommandHandler<DeleteProductsCommand, DeleteOutcome[]> {
  constructor(private readonly products: CatalogProducts) {}

  execute({ environment, userId, catalogId, productKeys }: DeleteProductsCommand): Promise<DeleteOutcome[]> {
    const command: DeleteProducts = { type: 'DeleteProducts', environment, catalogId, userId, productKeys, now: this.products.now() };
    return this.products.decide(command, (state) => decideDeletion(command, state).outcomes);
  }
}
