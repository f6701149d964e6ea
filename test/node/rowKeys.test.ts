import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../src/api/types';
import { uniqueRowKeys } from '../../src/table/rowKeys';

const page = ['A', 'B', 'A', 'C', 'A'].map((code) => ({ code }) as Delivery);
const codeOf = (delivery: Delivery) => delivery.code;

describe('uniqueRowKeys', () => {
  it('keys every row by its id, a repeat with its position', () => {
    expect(uniqueRowKeys(page, codeOf)).toEqual(['A', 'B', 'A~2', 'C', 'A~4']);
  });

  it('keys only the drawn rows, unique among themselves', () => {
    // Rows 2 to 4 of a long page: the first A drawn keeps its id.
    expect(uniqueRowKeys(page, codeOf, [2, 3, 4])).toEqual(['A', 'C', 'A~4']);
  });
});
