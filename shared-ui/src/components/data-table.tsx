import { Table } from '@chakra-ui/react';
// Through the package name: the core singleton's copy, never a second one inside this module.
import { Box, chakra, ChevronDownIcon, useIsMobile } from '@sello/shared-ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface DataTableColumn<T> {
  key: string;
  header: string;
  /** Defaults to `row[key]` as text. */
  cell?: (row: T) => ReactNode;
  /** Use for numbers and dates. */
  align?: 'start' | 'end' | 'center';
}

export interface DataTableProps<T> {
  /** Names the table for screen readers; visible unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T, index: number) => string | number;
  /**
   * The disclosure button's text in the mobile list; defaults to the first column's cell.
   * Give one when that cell holds a link or button (no interactive content inside a button).
   */
  rowTitle?: (row: T) => ReactNode;
  /**
   * The key of the column whose cell names its row (the requirement, the file, the person): in the
   * table it is a row header, so a screen reader moving down any other column says it with each
   * value (WCAG 1.3.1). Defaults to the first column; give another when the first is not the row's
   * subject (a selection checkbox), or `false` when no column names the row.
   */
  rowHeader?: string | false;
  /** Forces a layout; by default the list is used at 570px or narrower. */
  mobile?: boolean;
  emptyMessage?: string;
}

/** `srOnly` only when hidden: Chakra's `srOnly={false}` sets padding and margin to 0, over px/py/mb. */
const hiddenIf = (hidden: boolean) => (hidden ? { srOnly: true } : {});

function renderCell<T>(column: DataTableColumn<T>, row: T): ReactNode {
  if (column.cell) return column.cell(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value == null ? '' : String(value);
}

/**
 * The portal's one table: a real <table> on wider screens and, at 570px or narrower, a list where
 * each row is a disclosure (button with aria-expanded) revealing its columns as label/value pairs.
 */
export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowKey,
  rowTitle,
  rowHeader = columns[0]?.key,
  mobile,
  emptyMessage = 'No hay registros para mostrar.',
}: DataTableProps<T>) {
  const isMobileViewport = useIsMobile();
  const isMobile = mobile ?? isMobileViewport;
  const [open, setOpen] = useState<ReadonlySet<string | number>>(() => new Set());
  const baseId = useId();

  const toggle = (key: string | number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  if (isMobile) {
    const [first, ...rest] = columns;
    const detailColumns = rowTitle ? columns : rest;
    return (
      <Box as="section" aria-labelledby={`${baseId}-caption`} mb="6">
        <chakra.p id={`${baseId}-caption`} fontWeight="semibold" mb="2" {...hiddenIf(captionHidden)}>
          {caption}
        </chakra.p>
        {rows.length === 0 ? (
          <chakra.p color="fg.muted">{emptyMessage}</chakra.p>
        ) : (
          <chakra.ul listStyleType="none" p="0" m="0" borderTopWidth="1px" borderColor="border">
            {rows.map((row, index) => {
              const key = getRowKey(row, index);
              const expanded = open.has(key);
              const panelId = `${baseId}-row-${index}`;
              return (
                <chakra.li key={key} borderBottomWidth="1px" borderColor="border">
                  <chakra.button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(key)}
                    display="flex"
                    width="full"
                    alignItems="center"
                    justifyContent="space-between"
                    gap="3"
                    py="3"
                    px="2"
                    textAlign="start"
                    fontWeight="medium"
                    cursor="pointer"
                  >
                    <span>{rowTitle ? rowTitle(row) : first ? renderCell(first, row) : null}</span>
                    <ChevronDownIcon
                      boxSize="5"
                      transition="transform 150ms"
                      transform={expanded ? 'rotate(180deg)' : undefined}
                    />
                  </chakra.button>
                  <chakra.dl id={panelId} hidden={!expanded} px="2" pb="3" m="0">
                    {detailColumns.map((column) => (
                      <Box key={column.key} display="flex" gap="2" py="1">
                        <chakra.dt fontWeight="semibold">{column.header}:</chakra.dt>
                        {/* A long e-mail address or file name wraps instead of pushing the page sideways. */}
                        <chakra.dd m="0" minW="0" overflowWrap="anywhere">{renderCell(column, row)}</chakra.dd>
                      </Box>
                    ))}
                  </chakra.dl>
                </chakra.li>
              );
            })}
          </chakra.ul>
        )}
      </Box>
    );
  }

  return (
    <ScrollArea label={`${baseId}-caption`}>
      <Table.Root size="md">
        <Table.Caption id={`${baseId}-caption`} captionSide="top" textAlign="start" fontWeight="semibold" textStyle="md" px="3" py="2" {...hiddenIf(captionHidden)}>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col" textAlign={column.align}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} color="fg.muted">
                {emptyMessage}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row, index) => (
              <Table.Row key={getRowKey(row, index)}>
                {columns.map((column) =>
                  // A row header with a cell's look: a th is bold and centred by default.
                  column.key === rowHeader ? (
                    <Table.Cell key={column.key} as="th" scope="row" fontWeight="normal" textAlign={column.align ?? 'start'}>
                      {renderCell(column, row)}
                    </Table.Cell>
                  ) : (
                    <Table.Cell key={column.key} textAlign={column.align}>
                      {renderCell(column, row)}
                    </Table.Cell>
                  ),
                )}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </ScrollArea>
  );
}

/**
 * The table's frame. When the table is wider than it (long cells, a larger font scale), it scrolls
 * sideways, and a keyboard can only scroll what it can focus: it is then a focusable region named by
 * the caption (WCAG 2.1.1; axe's scrollable-region-focusable). A table that fits adds no tab stop.
 */
function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return undefined;
    const measure = () => setScrolls(frame.scrollWidth > frame.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <Table.ScrollArea
      ref={ref}
      // Chakra's frame does not wrap text (nowrap): every cell then keeps its whole text on one line
      // and a table of eight columns hid its last ones behind the scroll even at 1280 px. Cells wrap;
      // the frame scrolls only what cannot (a long address, a larger font scale).
      whiteSpace="normal"
      // The containing block of what is inside (the links' screen-reader text, absolutely placed),
      // which otherwise escaped the frame and widened the whole page.
      position="relative"
      mb="6"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': label } : {})}
    >
      {children}
    </Table.ScrollArea>
  );
}
