import { Standalone } from '@sello/shared-a11y/standalone';
import { configureApi } from '@sello/shared-api';
import { createRoot } from 'react-dom/client';
import { routes } from './app/routes';

// Standalone only (npm run dev -w this remote): inside the portal the shell configures the API.
configureApi({ baseUrl: process.env.API_BASE ?? 'http://localhost:4000/' });

const container = document.getElementById('root');
if (container) createRoot(container).render(<Standalone routes={routes} />);
