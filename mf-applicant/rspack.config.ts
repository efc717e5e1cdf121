import { createConfig } from '../rspack.base';

export default createConfig({
  name: 'mf_applicant',
  port: 3002,
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'Sello Chile Inclusivo (mf-applicant) - Sello',
});
