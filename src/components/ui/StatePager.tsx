import { Pager } from './Pager';
import type { Paging } from './usePaging';

/** The pager of a list paged in component state (usePaging) rather than in the address. */
export function StatePager({ paging, total }: { paging: Paging; total: number }) {
  const { page, pageSize, setPage, setSize } = paging;
  return <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} onSize={setSize} />;
}
