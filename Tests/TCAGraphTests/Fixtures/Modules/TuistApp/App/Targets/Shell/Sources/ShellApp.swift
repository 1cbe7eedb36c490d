struct ShellApp {}
