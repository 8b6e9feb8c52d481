import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useFinancialSummary } from '../api/get-financial-summary';
import { financialRows } from '../model/financial-rows';
import { snapshotDefinition } from '../model/snapshots';
import { SnapshotCard } from './snapshot-card';
import { SnapshotQueryBody } from './snapshot-query-body';

const definition = snapshotDefinition('financial');

const rowRoutes = { proposals: paths.proposals, invoices: paths.invoices, payments: paths.payments } as const;

export function FinancialSnapshot() {
  const query = useFinancialSummary();
  return (
    <SnapshotCard title={definition.title} scroll={false}>
      <SnapshotQueryBody query={query} label="the financial summary" isEmpty={() => false} emptyText="">
        {(summary) => (
          <Table size="small" aria-label={definition.title}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Measure</TableCell>
                <TableCell scope="col" align="right">
                  Count
                </TableCell>
                <TableCell scope="col" align="right">
                  Total
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {financialRows(summary).map((row) => (
                <TableRow key={row.label}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={rowRoutes[row.area]}>
                      {row.label}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{row.count}</TableCell>
                  <TableCell align="right">{formatMoney(row.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SnapshotQueryBody>
    </SnapshotCard>
  );
}
