// Public API of @sello/shared-ui/widgets: a second shared singleton with the form, table and
// disclosure parts and the confirmation dialog, so the first paint of `/` does not download them. Same contract rules as
// index.ts (named exports only, bump the package version when this list changes).
// Theme, provider and router stay in '@sello/shared-ui': the Chakra parts below read the one
// ChakraProvider context of the host, because the host's copy of this module is the one shared.

import { getSystem } from '@sello/shared-ui';
import { registerWidgetRecipes } from './theme/widget-recipes';

// The core's system (through the package name: the host's singleton) learns these parts' recipes.
registerWidgetRecipes(getSystem());

export {
  Accordion,
  Alert,
  Badge,
  Center,
  Checkbox,
  CloseButton,
  Collapsible,
  Field,
  Fieldset,
  Grid,
  GridItem,
  Input,
  NativeSelect,
  Portal,
  Progress,
  Separator,
  Table,
  Textarea,
  useDisclosure,
  VStack,
} from '@chakra-ui/react';
export type { GridProps, InputProps, TextareaProps } from '@chakra-ui/react';

export { DataTable } from './components/data-table';
export type { DataTableColumn, DataTableProps } from './components/data-table';
export { FormField, fieldIds } from './components/form-field';
export type { FormFieldProps } from './components/form-field';
export { FileInput } from './components/file-input';
export type { FileInputProps } from './components/file-input';
export { ConfirmDialog } from './components/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export { ErrorSummary, toErrorSummaryItems } from './components/error-summary';
export type { ErrorSummaryItem, ErrorSummaryProps } from './components/error-summary';
export { downloadFile, FileViewer } from './components/private-file';
export type { FileViewerProps, LoadFile, StoredFile } from './components/private-file';
export { FilterSelect, SearchFilters } from './components/search-filters';
export type { FilterSelectProps, SearchFiltersProps } from './components/search-filters';
