/**
 * The dependency rules of the packages' sources, checked by `npm run lint` (docs/ARCHITECTURE.md, "Packages and layers").
 * Tests are left out: a co-located test may reach the harness, which builds the whole app.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment:
        'Two folders that import each other are one folder in disguise: move the shared piece to the lower ' +
        'layer or to the folder that owns it, or inject it (AppDeps), rather than re-exporting it.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-to-feature',
      comment:
        'A feature never imports another feature: what two features share belongs in components/ or lib/.',
      severity: 'error',
      from: { path: '^((?:storefront/src|desktop-admin/src/renderer/src)/features)/([^/]+)/' },
      to: { path: '^$1/', pathNot: '^$1/$2/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(node_modules|dist|out)/', '\\.(test|spec)\\.tsx?$'] },
    // Type-only imports count: a folder that needs another's types depends on it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
