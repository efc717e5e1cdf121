import { Text } from '@sello/shared-ui';
import { Progress } from '@sello/shared-ui/widgets';

/**
 * Shown while files travel. Indeterminate on purpose: byte progress needs fetch upload streams,
 * which Chromium allows only over HTTP/2, and the portal's one client is fetch-based (ky).
 */
export function UploadProgress({ label = 'Subiendo archivos…' }: { label?: string }) {
  return (
    <div role="status">
      <Text mb="2">{label}</Text>
      <Progress.Root value={null} aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </div>
  );
}
