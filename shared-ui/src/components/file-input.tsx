import { Input, useFieldContext, type InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export type FileInputProps = Omit<InputProps, 'type'>;

/**
 * A native file input styled like the other fields. Chosen over Chakra's FileUpload: the native
 * control is announced well by every screen reader and costs nothing in the shared bundle.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput({ required, ...props }, ref) {
  const field = useFieldContext();
  return (
    <Input
      ref={ref}
      type="file"
      // Required said by aria-required, not the native attribute: Chromium reports an empty required
      // file input as invalid from the first load, before the person has chosen anything.
      required={false}
      aria-required={(required ?? field?.required) || undefined}
      py="1.5"
      height="auto"
      css={{
        '&::file-selector-button': {
          marginInlineEnd: '3',
          paddingInline: '3',
          paddingBlock: '1',
          border: '1px solid',
          borderColor: 'colorPalette.solid',
          borderRadius: 'l2',
          bg: 'colorPalette.solid',
          color: 'colorPalette.contrast',
          cursor: 'pointer',
        },
      }}
      {...props}
    />
  );
});
