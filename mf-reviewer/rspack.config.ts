import { createConfig } from '../rspack.base';

export default createConfig({
  name: 'mf_reviewer',
  port: 3003,
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'Sello Chile Inclusivo (mf-reviewer) - Sello',
});
