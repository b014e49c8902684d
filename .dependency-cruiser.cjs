/**
 * The structure's boundaries (issue 43), checked by `npm run lint:structure` and drawn by
 * `npm run structure`. Type-only imports count: a circle of types is still a circle to read.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Ninguna importación en círculo: cada archivo se lee y se mueve solo.',
      from: { pathNot: '\\.test\\.tsx?$' },
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      comment:
        'Ninguna carpeta importa a otra que la importa: el dibujo de la estructura es un árbol.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-other-module-repo',
      severity: 'error',
      comment: 'Un módulo no importa el repo de otro: usa su servicio o sus archivos públicos.',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/repo\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'lib-not-components',
      severity: 'error',
      comment: 'lib guarda lógica y datos; nunca importa componentes ni pantallas.',
      from: { path: '^apps/web/app/lib/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/app/(components|features|routes)/' },
    },
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      comment: 'El dominio no importa nada de las apps.',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|dist|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: {
      archi: {
        collapsePattern:
          '^(apps/api/src/modules/[^/]+|apps/api/src/[^/]+|apps/web/app/[^/]+/[^/]+|packages/[^/]+)',
      },
    },
  },
};
