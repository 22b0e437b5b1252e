// Empty stand-in for the CommonUI package of DanijelHuis/ArchitectureDemo (Feedy): the PresentationMVI
// files `import CommonUI`; CommonUI's own sources compile with those cases (they are case sources),
// so this module only lets the import resolve.
