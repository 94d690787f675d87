import { insertProduct, type ActionRegistry, type QueryRegistry } from './_registry';

// Saved pieces and back in stock: no admin action (the shoppers' actions live outside actions/
// folders); the product screen's waiting count is an admin query (src/server/saved/stock-alert-count.ts).

export const actions: ActionRegistry = {};

export const queries: QueryRegistry = {
  countWaitingForPiece: async () => [(await insertProduct({ stockQuantity: 0 })).id],
};
