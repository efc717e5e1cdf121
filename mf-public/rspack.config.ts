import { createConfig } from '../rspack.base';

export default createConfig({
  name: 'mf_public',
  port: 3001,
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'Sello Chile Inclusivo (mf-public) - Sello',
});
