/// A customer mutation document.
public protocol CustomerMutationKind: CustomerOperationKind where Payload == CustomerPayload {}

extension CustomerMutationKind {
    /// A query may be retried; a mutation is sent at most once.
    public static var kind: OperationKind { .mutation }
}
