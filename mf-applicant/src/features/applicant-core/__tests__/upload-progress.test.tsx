import { render, screen, waitFor } from '@testing-library/react';
import { UiProvider } from '@sello/shared-ui';
import { UploadProgress } from '../components/upload-progress';

it('the upload status is drawn empty and given its words after, so a screen reader announces them', async () => {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((batch) => records.push(...batch));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  render(<UiProvider><UploadProgress /></UiProvider>);
  const region = await screen.findByRole('status');
  await waitFor(() => expect(region).toHaveTextContent('Subiendo archivos…'));
  records.push(...observer.takeRecords());
  observer.disconnect();
  // The words arrived inside the region already in the document, not with it.
  expect(records.some((record) => region.contains(record.target) && record.target !== region
    && (record.type === 'characterData' || [...record.addedNodes].some((node) => node.textContent === 'Subiendo archivos…')))).toBe(true);
});
