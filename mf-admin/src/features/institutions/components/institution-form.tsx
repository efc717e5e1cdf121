import type { Categoria, InstitucionReconocida } from '@sello/shared-api';
import { certificationYears } from '@sello/shared-api/staff';
import { Button, HStack, notify, Stack, Text } from '@sello/shared-ui';
import { ErrorSummary, FormField, Input, Textarea } from '@sello/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { DeleteAction } from '../../admin-core/components/delete-action';
import { LeaveForm } from '../../admin-core/components/leave-form';
import { ImageField, type ImageValue } from '../../admin-core/components/image-field';
import { Select } from '../../admin-core/components/select';
import { useSaveForm } from '../../admin-core/lib/save-form';

export interface InstitutionFields {
  titulo: string;
  tipo_reconocimiento: string;
  anno_certificacion: number;
  categoria_id?: number;
  texto: string;
  logo?: Blob;
  logo_alt: string;
}

const ORDER = ['titulo', 'logo', 'logo_alt', 'categoria_id', 'anno_certificacion', 'texto'] as const;
const SAVE_ID = 'institucion-guardar';
const DELETE_ID = 'institucion-eliminar';
type Errors = Partial<Record<(typeof ORDER)[number], string>>;

export function InstitutionForm({ institution, categories, title, save, remove }: {
  institution?: InstitucionReconocida | null;
  categories: Categoria[];
  title: string;
  save: (fields: InstitutionFields) => Promise<void>;
  remove?: () => Promise<void>;
}) {
  const [name, setName] = useState(institution?.titulo ?? '');
  const [logo, setLogo] = useState<ImageValue>({ file: null, alt: institution?.logo_alt ?? '' });
  const [text, setText] = useState(institution?.texto ?? '');
  const [category, setCategory] = useState(institution?.categoria_id ? String(institution.categoria_id) : '');
  const [firstYear] = useState(() => String(institution?.anno_certificacion ?? certificationYears()[0]));
  const [year, setYear] = useState(firstYear);
  const { errors, busy, summary, attempt, submit, refuse } = useSaveForm(title, ORDER, SAVE_ID);

  const changed = {
    'Nombre de la institución': name !== (institution?.titulo ?? ''),
    'Logo': logo.file !== null || logo.alt !== (institution?.logo_alt ?? ''),
    'Texto asociado': text !== (institution?.texto ?? ''),
    'Categoría de postulación': category !== (institution?.categoria_id ? String(institution.categoria_id) : ''),
    'Año de certificación': year !== firstYear,
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.titulo = 'El nombre de la institución es requerido.';
    if (!logo.file && !institution?.logo) found.logo = 'El logo es requerido.';
    if ((logo.file || institution?.logo) && !logo.alt.trim()) found.logo_alt = 'El texto alternativo del logo es requerido.';
    if (!category) found.categoria_id = 'La categoría es requerida.';
    const chosen = categories.find((c) => String(c.id) === category);
    void submit(found, () => save({
      titulo: name.trim(),
      tipo_reconocimiento: chosen?.nombre ?? institution?.tipo_reconocimiento ?? '',
      anno_certificacion: Number(year),
      categoria_id: chosen?.id,
      texto: text.trim(),
      logo: logo.file ?? undefined,
      logo_alt: logo.alt.trim(),
    }));
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary attempt={attempt} errors={summary} />
      <Stack gap="6" maxW="3xl">
        <FormField id="titulo" label="Nombre de la institución" errorText={errors.titulo} required>
          <Input value={name} maxLength={255} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <ImageField id="logo" label="Logo" rule="logo" value={logo} onChange={setLogo} currentUrl={institution?.logo_url} fileError={errors.logo} altError={errors.logo_alt} required />
        <FormField id="texto" label="Texto asociado (opcional)" helperText="Si lo escribes, se muestra junto al logo." errorText={errors.texto}>
          <Textarea value={text} maxLength={2000} onChange={(event) => setText(event.target.value)} rows={3} />
        </FormField>
        <Select
          id="categoria_id"
          label="Categoría de postulación"
          value={category}
          onChange={setCategory}
          placeholder="Selecciona una categoría"
          options={categories.map((c) => ({ value: String(c.id), label: c.nombre }))}
          errorText={errors.categoria_id}
          required
        />
        <Select
          id="anno_certificacion"
          label="Año de certificación"
          value={year}
          onChange={setYear}
          // Spec 9; an institution certified earlier keeps its own year among the options.
          options={certificationYears(new Date(), institution?.anno_certificacion).map((y) => ({ value: String(y), label: String(y) }))}
          errorText={errors.anno_certificacion}
          required
        />
        {institution ? (
          <Text>
            Vigencia: <strong>{institution.vigencia}</strong> (vigente hasta {institution.vigente_hasta}; se calcula con el año de certificación)
          </Text>
        ) : null}
        <HStack gap="4" flexWrap="wrap">
          <LeaveForm to="/admin/panel/instituciones" label="Volver" changed={changed} />
          <Button id={SAVE_ID} type="submit" loading={busy} loadingText="Guardando…">Guardar</Button>
          {remove ? (
            <DeleteAction
              id={DELETE_ID}
              label="Eliminar"
              title="¿Eliminar esta institución?"
              confirmLabel="Eliminar institución"
              remove={remove}
              onRefused={refuse}
            >
              «{institution?.titulo}» dejará de mostrarse entre las instituciones reconocidas del sitio.
            </DeleteAction>
          ) : null}
        </HStack>
      </Stack>
    </form>
  );
}

export function savedToast() {
  notify({ type: 'success', title: 'Datos enviados correctamente.' });
}
