import Foundation

extension StorefrontClient {
    /// Sends `operation` repeatedly under `handler` (always network-only, as polling must be).
    public func poll<Operation: GraphQLOperation>(
        _ operation: Operation, clock: any StorefrontClock = SystemClock(),
        handler: RetryHandler<GraphQLResponse<Operation.Data>>
    ) async throws -> GraphQLResponse<Operation.Data> {
        try await handler.run(clock: clock) { try await self.send(operation, polling: true) }
    }
}
