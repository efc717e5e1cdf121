import { createConfig } from '../rspack.base';

export default createConfig({
  name: 'mf_admin',
  port: 3004,
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'Sello Chile Inclusivo (mf-admin) - Sello',
});
