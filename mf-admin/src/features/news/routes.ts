import type { PortalRoute } from '@sello/shared-ui';

export const newsRoutes: PortalRoute[] = [
  {
    path: '/admin/panel/noticias',
    handle: { title: 'Noticias' },
    lazy: () => import('./routes/news-list-page').then((m) => ({ Component: m.NewsListPage })),
  },
  {
    path: '/admin/panel/noticias/crear',
    handle: { title: 'Agregar noticia' },
    lazy: () => import('./routes/news-create-page').then((m) => ({ Component: m.NewsCreatePage })),
  },
  {
    path: '/admin/panel/noticias/:url',
    handle: { title: 'Editar noticia' },
    lazy: () => import('./routes/news-edit-page').then((m) => ({ Component: m.NewsEditPage })),
  },
];
