import { Text } from '@sello/shared-ui';
import { Progress } from '@sello/shared-ui/widgets';
import { useEffect, useState } from 'react';

/**
 * Shown while files travel. Indeterminate on purpose: byte progress needs fetch upload streams,
 * which Chromium allows only over HTTP/2, and the portal's one client is fetch-based (ky).
 */
export function UploadProgress({ label = 'Subiendo archivos…' }: { label?: string }) {
  // Drawn empty and given its words just after: a status inserted with its text already in it is not
  // announced. (shared-ui's LoadingState does the same; its hook is not part of the shell's contract.)
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div role="status">
      <Text mb="2">{mounted ? label : ''}</Text>
      <Progress.Root value={null} aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </div>
  );
}
