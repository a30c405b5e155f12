// The `panelkit` command: a thin executable over `PanelCommand` (parsing, then library calls),
// with the server library's network commands.
import PanelTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

exit(PanelCommand.run(Array(CommandLine.arguments.dropFirst()), io: .standard, remote: .server))
