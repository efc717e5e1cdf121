import { useState } from 'react';
import { useFormPageTitle } from './page-title';
import { refusalOf, reportSaveError } from './save-error';

/**
 * A refused action that is not a form's save (restore a version, add files, an account's action):
 * the spec's toast, and the reason kept on the page (`refused`, for a FormAlert where the action is)
 * with 'Error: ' in the page title `title`, as the applicant's refused deletions are. `clear` when
 * the action is tried again.
 */
export function useRefusal(title: string) {
  const [refused, setRefused] = useState<string | null>(null);
  // Alone, only while there is a refusal: the page's form keeps the title otherwise.
  useFormPageTitle(refused ? title : null, refused !== null);
  return {
    refused,
    refuse: (error: unknown, prefix = '') => {
      reportSaveError(error);
      setRefused(`${prefix}${refusalOf(error, [])}`);
    },
    clear: () => setRefused(null),
  };
}
