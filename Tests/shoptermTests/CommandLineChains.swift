import Testing

/// The command-line suites that run long chains of shopterm processes (README's examples, every
/// command's --json, the hints): one at a time, so that they leave the machine's two cores to
/// the other tests' in-process stores, which answer over real sockets within a timeout.
@Suite(.serialized) enum CommandLineChains {}
