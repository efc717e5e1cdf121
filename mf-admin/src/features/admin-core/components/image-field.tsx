import { Box, Image, notify, Stack, Text } from '@sello/shared-ui';
import { FileInput, FormField, Input } from '@sello/shared-ui/widgets';
import { useRef, useState, type ChangeEvent } from 'react';
import { fitsRule, IMAGE_RULES, readImageSize, type ImageRuleName } from '../lib/image-rules';

export interface ImageValue {
  file: File | null;
  alt: string;
}

export interface ImageFieldProps {
  id: string;
  label: string;
  rule: ImageRuleName;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  /** The stored image, shown until a new one is chosen. */
  currentUrl?: string | null;
  fileError?: string | null;
  altError?: string | null;
  required?: boolean;
}

const ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * An image upload with its alternative text. The spec's dimension rule is checked as soon as a file
 * is chosen: a wrong one shows the 'Imagen no válida' toast and the selection is cleared (spec 5).
 */
export function ImageField({ id, label, rule, value, onChange, currentUrl, fileError, altError, required }: ImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  // Reading the image's size takes a moment: the alt text typed meanwhile must survive it, and a
  // key pressed before the chosen file has reached the form must not take the file back out. Every
  // change builds on the latest value, even one the parent has not rendered yet.
  const latest = useRef(value);
  latest.current = value;
  const update = (patch: Partial<ImageValue>) => {
    latest.current = { ...latest.current, ...patch };
    onChange(latest.current);
  };
  const limits = IMAGE_RULES[rule];
  const hint = limits.minWidth === limits.maxWidth
    ? `PNG, JPG o WebP de ${limits.minWidth}x${limits.minHeight} píxeles.`
    : `PNG, JPG o WebP, de ${limits.minWidth} a ${limits.maxWidth} píxeles de ancho y de ${limits.minHeight} a ${limits.maxHeight} de alto.`;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) return update({ file: null });
    const size = await readImageSize(file);
    // Removed ('Quitar archivo') or replaced while its size was read: that answer is for a file no
    // longer chosen, and must not put it back in the form.
    if (inputRef.current && inputRef.current.files?.[0] !== file) return;
    if (!size || !fitsRule(limits, size)) {
      const message = size ? limits.message : 'El archivo no es una imagen que se pueda leer.';
      notify({ type: 'error', title: 'Imagen no válida', description: message });
      setRejected(`Imagen no válida. ${message}`);
      if (inputRef.current) inputRef.current.value = '';
      update({ file: null });
      return;
    }
    setRejected(null);
    update({ file });
  };

  return (
    <Stack gap="3" borderWidth="1px" borderColor="border" borderRadius="md" p="4">
      {/* With an image already saved, a new file is optional (it replaces that one). */}
      <FormField id={id} label={label} helperText={hint} errorText={rejected ?? fileError} required={required && !currentUrl}>
        <FileInput ref={inputRef} name={id} accept={ACCEPT} onChange={(event) => void onFile(event)} />
      </FormField>
      {currentUrl && !value.file ? (
        <Box>
          <Text textStyle="sm" color="fg.muted" mb="1">Imagen actual:</Text>
          <Image src={currentUrl} alt={value.alt || ''} maxH="24" maxW="full" objectFit="contain" />
        </Box>
      ) : null}
      <FormField
        id={`${id}_alt`}
        label={`Texto alternativo de ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
        helperText="Describe lo que muestra la imagen para quienes no pueden verla."
        errorText={altError}
        required
      >
        <Input value={value.alt} maxLength={255} onChange={(event) => update({ alt: event.target.value })} />
      </FormField>
    </Stack>
  );
}
