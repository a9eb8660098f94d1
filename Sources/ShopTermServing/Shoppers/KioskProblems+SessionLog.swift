import ShopTermApp

extension KioskProblems {
    /// Problems of `shopper`'s session, told to serve-ssh's log socket at `socket`.
    public convenience init(socket: String, shopper: String) {
        self.init { SessionLog.send(SessionLog.problemLine(shopper: shopper, what: $0), to: socket) }
    }
}
