import Foundation
import ShopTermServing
import Testing

/// serve-ssh's pipeline is listed once, in order, and the architecture's map says the same.
@Suite struct ServingPipelineTests {
    static let order = "sshd → relay → worker → shopper's identity → keeping → storefront → log"

    @Test func theStagesAreListedInTheOrderAConnectionTakes() {
        #expect(ServingPipeline.allCases.map { "\($0)" } == ["sshd", "relay", "worker", "identity", "keeping", "storefront", "log"])
    }

    @Test func theArchitecturesMapListsThemInThatOrder() throws {
        let architecture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/architecture.md")
        #expect(try String(contentsOf: architecture, encoding: .utf8).contains(Self.order))
    }
}
