/// serve-ssh's pipeline, in the order a shopper's connection goes through it (as soft-serve's
/// `pkg/ssh` lists its middleware in one place). `SSHServer` (what `shopterm serve-ssh` runs)
/// sets them up in this order. Each stage names the code that does it; the
/// folders are the pipeline's parts: `Host/` (serve-ssh's own process: stages 1 and 3's pool),
/// `Workers/` (stages 2 and 3), `Shoppers/` (stages 4 to 7, the same in a worker and in the
/// one-process fallback).
package enum ServingPipeline: Int, CaseIterable, Sendable {
    /// OpenSSH's sshd takes the connection: `SSHServing` writes its configuration, the
    /// `AuthorizedKeysCommand` that welcomes any key and the `ForceCommand`; `SSHHost` prepares
    /// the state folder (`ServingFolder`: its layout, its secrets) and the accounts, `SSHDaemon`
    /// runs sshd (its log through `SSHDLog` and `SSHDLogFilter`), `ReadinessProbe` logs in once
    /// before serving; on SIGHUP `CatalogReload` reads the host's `CatalogSnapshot` again.
    case sshd
    /// sshd runs shopterm-relay (Sources/CSessionRelay, plain C) for the session: it passes the
    /// shopper's pty and a hello (`RelayHello`: the terminal, the connection, the key sshd
    /// accepted) to a worker on the workers' socket, or runs `shopterm ssh-session` (the
    /// fallback, `SessionFallback`) when none takes it.
    case relay
    /// A storefront worker takes the session (`StorefrontWorker`, started and restarted by
    /// `WorkerPool` through `ChildProcess`): many shoppers in one process, each on a thread of
    /// their own, drawn on their pty by `PTYTerminal`.
    case worker
    /// Who the shopper is (`ShopperArrival`): a guest by their account, or the key sshd accepted
    /// (`ShopperKey`: its fingerprint, hashed); turned away without one; their terminal as its
    /// terminfo entry and their locale say (`ShopperTerminal`, `TerminfoEntry`).
    case identity
    /// Where their cart, market and login are kept (`ShopperKeeping.database` in
    /// `ShopperDatabase`, SQLite or PostgreSQL; a guest's in memory), every failure told.
    case keeping
    /// Their storefront (`KioskStorefronts`: the store, the kiosk's bounds, the shared catalog),
    /// opened and run on their terminal by ShopTermApp's `Storefront`.
    case storefront
    /// Their session's start, end and problems, a line each on serve-ssh's standard error
    /// (`SessionLog`, `KioskProblems`), and what they are told at the end
    /// (`ShopperArrival.farewell`).
    case log
}
