// The `panelkit` command: a thin executable over `PanelCommand` (parsing, then library calls).
import PanelTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

exit(PanelCommand.run(Array(CommandLine.arguments.dropFirst()), io: .standard))
