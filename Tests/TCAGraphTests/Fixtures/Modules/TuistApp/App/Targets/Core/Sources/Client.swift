enum ShellCoreClient {}
