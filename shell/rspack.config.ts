import { createConfig } from '../rspack.base';

const apiBase = process.env.API_BASE ?? 'http://localhost:4000/';

export default createConfig({
  name: 'shell',
  port: 3000,
  isHost: true,
  title: 'Sello Chile Inclusivo - Sello',
  // In dev each remote runs its own dev server; production gets runtime.json from scripts/start.mjs.
  devRuntimeJson: () => ({
    apiBase,
    remotes: {
      mf_public: 'http://localhost:3001/mf-manifest.json',
      mf_applicant: 'http://localhost:3002/mf-manifest.json',
      mf_reviewer: 'http://localhost:3003/mf-manifest.json',
      mf_admin: 'http://localhost:3004/mf-manifest.json',
    },
  }),
});
