import { readPriceText } from '../../../../domain/catalog/listing-rules.ts';
import { centsToDecimal } from '../../../../domain/money.ts';
import type { Column } from '../../ui/data-table/data-table.tsx';
import { InlineEditCell } from './inline-edit-cell.tsx';

type PricedRow = { price: string; price_cents: number; stock: number };
export type InlineChange = { stock: string } | { price: string };

/** The API's own price rule, so 12.345 is refused on the cell with the spec's decimal message, unsent. */
const priceProblem = (text: string) => {
  const price = readPriceText(text);
  return price.ok ? null : price.message;
};

/**
 * The price and stock columns of every seller's inventory (a supplier's products, a p2p seller's
 * listings): each cell edits in place and saves on its own.
 */
export function priceAndStockColumns<Row extends PricedRow, Sort extends string>(
  save: (row: Row, change: InlineChange) => Promise<unknown>,
  sortKeys: { price: Sort; stock: Sort },
): { price: Column<Row, Sort>; stock: Column<Row, Sort> } {
  return {
    price: {
      key: 'price',
      header: 'Price',
      sortKey: sortKeys.price,
      render: (row) => (
        <InlineEditCell
          key={`price-${row.price_cents}`}
          label="Price"
          display={row.price}
          initial={centsToDecimal(row.price_cents)}
          field="price"
          check={priceProblem}
          save={(price) => save(row, { price })}
          testId="edit-price"
        />
      ),
    },
    stock: {
      key: 'stock',
      header: 'Stock',
      sortKey: sortKeys.stock,
      render: (row) => (
        <InlineEditCell
          key={`stock-${row.stock}`}
          label="Stock"
          display={String(row.stock)}
          initial={String(row.stock)}
          field="stock"
          save={(stock) => save(row, { stock })}
          testId="edit-stock"
        />
      ),
    },
  };
}
