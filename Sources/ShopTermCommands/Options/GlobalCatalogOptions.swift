import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore

/// Where the search of every store goes and who shopterm says it is: `--global-catalog`,
/// `--agent-profile`, the optional catalog credentials.
struct GlobalCatalogOptions: ParsableArguments {
    @Option(
        name: .customLong("global-catalog"),
        help: ArgumentHelp(
            "The global catalog searched by --everywhere: its origin, where /.well-known/ucp is (default \(GlobalCatalogSettings.shopifyCatalog.absoluteString); with no shop configured, the embedded demo's). Env: SHOPTERM_GLOBAL_CATALOG.",
            valueName: "url"))
    var globalCatalog: String?

    @Option(
        name: .customLong("agent-profile"),
        help: ArgumentHelp(
            "The agent profile sent with every global catalog call (default \(GlobalCatalogSettings.shoptermAgentProfile.absoluteString); docs/ucp.md). Env: SHOPTERM_AGENT_PROFILE.",
            valueName: "url"))
    var agentProfile: String?

    @Option(
        name: .customLong("catalog-client-id"),
        help: ArgumentHelp(
            "A Dev Dashboard catalog client's ID: its token raises the rate limit and pages the results (the secret: SHOPTERM_CATALOG_CLIENT_SECRET or --catalog-secret-file). Env: SHOPTERM_CATALOG_CLIENT_ID.",
            valueName: "id"))
    var catalogClientID: String?

    @Option(
        name: .customLong("catalog-secret-file"),
        help: ArgumentHelp("A file holding the catalog client's secret, readable by you alone (0600).", valueName: "path"))
    var catalogSecretFile: String?

    /// The values, for the library.
    var values: GlobalCatalogFlags {
        GlobalCatalogFlags(catalog: globalCatalog, agentProfile: agentProfile, clientID: catalogClientID, secretFile: catalogSecretFile)
    }

    func validate() throws {
        if let problem = values.problem { throw ValidationError(problem) }
    }
}
