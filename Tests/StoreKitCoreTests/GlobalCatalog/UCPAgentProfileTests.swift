import Foundation
import StoreKitCore
import Testing

/// shopterm's agent profile (`docs/ucp/agent-profile.json`) is a UCP platform profile as
/// `source/discovery/profile_schema.json` requires (`$defs/platform_profile`: `ucp.version`,
/// `services` and `payment_handlers`; every service with version, spec, transport and, for MCP,
/// schema; every capability with version, spec and schema). Checked in full with the schema by
/// Python jsonschema when it is at hand (see the report of issue 44); here, its required keys.
struct UCPAgentProfileTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/ucp/agent-profile.json")

    static func members(_ value: JSONValue?) -> [String: JSONValue] {
        if case .object(let members)? = value { return members }
        return [:]
    }

    static func entries(_ value: JSONValue?) -> [[String: JSONValue]] {
        if case .array(let items)? = value { return items.map { members($0) } }
        return []
    }

    @Test func itIsAPlatformProfileOfTheVersionShoptermSpeaks() throws {
        let profile = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: Self.file))
        let ucp = Self.members(Self.members(profile)["ucp"])
        #expect(ucp["version"] == "2026-04-08")
        #expect(ucp["payment_handlers"] == .object([:]))
        let services = Self.members(ucp["services"])
        let shopping = Self.entries(services["dev.ucp.shopping"])
        #expect(shopping.count == 1)
        for service in shopping {
            #expect(service["version"] == "2026-04-08")
            #expect(service["transport"] == "mcp")
            #expect(service["spec"] != nil && service["schema"] != nil)
        }
        let capabilities = Self.members(ucp["capabilities"])
        #expect(Set(capabilities.keys) == ["dev.ucp.shopping.catalog.search", "dev.ucp.shopping.catalog.lookup", "dev.shopify.catalog.global"])
        for (name, declared) in capabilities {
            for capability in Self.entries(declared) {
                #expect(capability["version"] == "2026-04-08", "\(name)")
                for key in ["spec", "schema"] {
                    guard case .string(let address)? = capability[key] else {
                        Issue.record("\(name) has no \(key)")
                        continue
                    }
                    #expect(address.hasPrefix("https://"), "\(name).\(key)")
                }
            }
        }
        let global = Self.entries(capabilities["dev.shopify.catalog.global"]).first ?? [:]
        #expect(global["extends"] == .array(["dev.ucp.shopping.catalog.search", "dev.ucp.shopping.catalog.lookup"]))
    }

    @Test func itIsTheProfileTheClientAnnounces() {
        #expect(GlobalCatalogSettings().agentProfile == URL(string: "https://shopterm.dev/ucp/agent-profile.json"))
    }
}
