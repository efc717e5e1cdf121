import { Input, useFieldContext, type InputProps } from '@chakra-ui/react';
// Through the package name: the core singleton's copies.
import { Button, VisuallyHidden } from '@sello/shared-ui';
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';

export type FileInputProps = Omit<InputProps, 'type'>;

/**
 * A native file input styled like the other fields. Chosen over Chakra's FileUpload: the native
 * control is announced well by every screen reader and costs nothing in the shared bundle.
 * Once a file is chosen, 'Quitar archivo' empties it: the native control has no way to do that from
 * the keyboard (only cancelling the system chooser, in Chromium, which few people know).
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput({ required, onChange, ...props }, ref) {
  const field = useFieldContext();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const [chosen, setChosen] = useState(0);
  const [said, setSaid] = useState('');
  const count = () => inputRef.current?.files?.length ?? 0;
  // A consumer that empties the input itself (`inputRef.current.value = ''` after an upload, or
  // react-hook-form's reset(), which resets the form) fires no change event; it re-renders this
  // component afterwards, and each render re-reads what is chosen. No dependencies on purpose; no
  // loop either: an unchanged count sets nothing.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => setChosen(count()));

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setChosen(count());
    // A new choice empties the status: the next removal changes its text again, and is announced.
    if (count()) setSaid('');
    onChange?.(event);
  };

  const remove = () => {
    const input = inputRef.current;
    if (!input) return;
    const removed = count();
    input.value = '';
    // The consumer hears it like any other change (a bubbling `change` is what React's onChange listens
    // to for file inputs): register and a controlled setState both see the empty list.
    input.dispatchEvent(new Event('change', { bubbles: true }));
    // The button goes away with the file: focus would fall to <body>.
    input.focus();
    setSaid(removed > 1 ? 'Archivos quitados.' : 'Archivo quitado.');
  };

  return (
    <>
      <Input
        ref={inputRef}
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
        onChange={change}
      />
      {chosen > 0 && !(props.disabled ?? field?.disabled) ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          alignSelf="flex-start"
          // Described by the field's label ('Quitar archivo, Bitácora (PDF)'): a form with several file
          // fields has one such button each. Not labelled by it: the button would then also be found as
          // the field itself by label queries (Testing Library's getByLabelText, Playwright's getByLabel).
          aria-describedby={field?.ids.label}
          onClick={remove}
        >
          {props.multiple && chosen > 1 ? 'Quitar archivos' : 'Quitar archivo'}
        </Button>
      ) : null}
      {/* Always in the page, empty until a removal: a status region whose text changes is announced. */}
      <VisuallyHidden role="status">{said}</VisuallyHidden>
    </>
  );
});
