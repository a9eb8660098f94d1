import Foundation
import GraphQL
import StoreKitCore
import StorefrontCost

/// Parses, validates and executes GraphQL requests against the demo schema, answering with the
/// JSON a Storefront API would send.
public final class DemoGraphQLEngine: Sendable {
    /// Which API the engine answers.
    public enum Flavor: Sendable {
        /// The Storefront API: catalog, Cart API and classic customer accounts, every version
        /// alike (Shopify answers a retired version as a supported one).
        case storefront
        /// The Customer Account API slice (`storefrontCustomerAccessTokenCreate`).
        case customerAccount

        /// The SDL served (a strict subset of the real API).
        public var schemaSDL: String {
            switch self {
            case .storefront: return storefrontSchemaSDL
            case .customerAccount: return customerAccountSchemaSDL
            }
        }
    }

    /// The Storefront schema's SDL (what `demo-server --print-schema` prints).
    public static var schemaSDL: String { Flavor.storefront.schemaSDL }

    let flavor: Flavor
    let schema: GraphQLSchema
    /// The Storefront API's query costs (the Customer Account API answers none here).
    let costs: QueryCost?
    private let documents: PreparedDocuments

    /// The engines, built once per process: a schema does not depend on the catalog (resolvers
    /// find the catalog in the request's context), and building one costs far more than a request.
    static let storefront = Result { try DemoGraphQLEngine(flavor: .storefront) }
    static let customerAccount = Result { try DemoGraphQLEngine(flavor: .customerAccount) }

    /// The shared engine for `flavor`.
    static func shared(_ flavor: Flavor) throws -> DemoGraphQLEngine {
        switch flavor {
        case .storefront: return try storefront.get()
        case .customerAccount: return try customerAccount.get()
        }
    }

    /// The Storefront API's resolvers: catalog, cart and classic customer accounts.
    static var storefrontResolvers: [String: GraphQLFieldResolve] {
        var resolvers = CatalogResolvers.table
        resolvers.merge(FindingResolvers.table) { $1 }
        resolvers.merge(MenuResolvers.table) { $1 }
        resolvers.merge(LocalizationResolvers.table) { $1 }
        resolvers.merge(SellingPlanResolvers.table) { $1 }
        resolvers.merge(CartResolvers.table) { $1 }
        resolvers.merge(CustomerResolvers.table) { $1 }
        resolvers.merge(ClientFieldResolvers.table) { $1 }
        return CartResolvers.withBundleLines(resolvers)
    }

    init(flavor: Flavor) throws {
        let resolvers = flavor == .customerAccount ? CustomerAccountResolvers.table : TokenOnlyFields.guarded(Self.storefrontResolvers)
        schema = try ExecutableSchema(
            resolvers: resolvers,
            typeName: { CatalogResolvers.typeName(of: $0) },
            serializeScalar: Self.serializeScalar
        ).build(sdl: flavor.schemaSDL)
        self.flavor = flavor
        costs = flavor == .storefront ? try QueryCost(sdl: flavor.schemaSDL) : nil
        documents = PreparedDocuments(schema: schema)
    }

    /// Executes one request body (`{"query", "variables", "operationName"}`) and returns the
    /// HTTP status and JSON body of the answer.
    func execute(body: Data, context: DemoContext) async -> (status: Int, body: Data, contentType: String) {
        let (status, body, contentType): (Int, Data, String?) = await run(body: body, context: context)
        return (status, body, contentType ?? "application/json; charset=utf-8")
    }

    private func run(body: Data, context: DemoContext) async -> (Int, Data, String?) {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            return (400, Self.errorBody("Bad Request: the body must be a JSON object with a \"query\""), nil)
        }
        guard let query = object["query"] as? String, !query.isEmpty else {
            return (400, Self.errorBody("Bad Request: parameter \"query\" is required"), nil)
        }
        let operationName = object["operationName"] as? String
        var variables: [String: Map] = [:]
        if let raw = object["variables"], !(raw is NSNull) {
            guard let dictionary = raw as? [String: Any], let data = try? JSONSerialization.data(withJSONObject: dictionary),
                let map = try? JSONDecoder().decode([String: Map].self, from: data)
            else {
                return (400, Self.errorBody("Bad Request: \"variables\" must be a JSON object"), nil)
            }
            variables = map
        }
        let document: Document
        switch documents.prepare(query) {
        case .ready(let ready): document = ready
        case .refused(let errors): return (200, (try? Self.encode(GraphQLResult(errors: errors))) ?? Self.errorBody("invalid query"), nil)
        }
        var context = context
        let inContext = InContextDirective.values(in: document, operationName: operationName, variables: variables)
        context.enter(country: inContext.country, language: inContext.language)
        let undefined =
            flavor == .storefront ? VersionedFields.errors(in: document, schema: schema, version: context.apiVersion, variables: variables) : []
        if !undefined.isEmpty {
            return (200, (try? JSONSerialization.data(withJSONObject: ["errors": undefined], options: [.sortedKeys])) ?? Data(), nil)
        }
        // Shopify costs a query before running it, answers the cost in `extensions`, and refuses
        // a tokenless query over 1,000 (shopify.dev, Storefront API "Tokenless access").
        let integers = (object["variables"] as? [String: Any])?.compactMapValues { $0 as? Int } ?? [:]
        let cost = try? costs?.cost(of: document, operationName: operationName, variables: integers)
        let extensions = cost.map { ["cost": ["requestedQueryCost": $0]] }
        if let cost, context.tokenless, cost > QueryCost.singleQueryLimit {
            return (200, Self.maxCostExceeded(cost, extensions: extensions), nil)
        }
        do {
            let result = try await GraphQL.execute(
                schema: schema, documentAST: document, rootValue: Root(), context: context,
                variableValues: variables, operationName: operationName)
            // Deferred fragments come after the rest, as Shopify delivers them, to a client that
            // accepts parts (`Accept: multipart/mixed`). What Shopify answers a client that does
            // not is not documented (shopify.dev's defer page shows only the multipart answer),
            // and Shopify's own clients take either (`@shopify/graphql-client`'s `requestStream`
            // reads `application/json` as one complete result, `multipart/mixed` as parts; Hydrogen
            // sends no Accept): such a client gets one JSON answer, the deferred data in place.
            // (Only a document that says `@defer` pays for looking: answers are re-read for it.)
            if context.acceptsMultipart, query.contains("@defer"), result.errors.isEmpty, let data = result.data,
                let object = try JSONSerialization.jsonObject(with: GraphQLJSONEncoder().encode(data)) as? [String: Any],
                let (initial, parts) = DeferredDelivery.split(object, document: document, operationName: operationName, variables: variables)
            {
                return (200, try DeferredDelivery.body(initial: initial, parts: parts, extensions: extensions), DeferredDelivery.contentType)
            }
            return (200, try Self.encode(result, extensions: extensions), nil)
        } catch let error as GraphQLError {
            return (200, (try? Self.encode(GraphQLResult(errors: [error]), extensions: extensions)) ?? Self.errorBody(error.message), nil)
        } catch {
            return (200, Self.errorBody("\(error)"), nil)
        }
    }

    /// Shopify's refusal of a query that costs too much (its wording, code and numbers).
    static func maxCostExceeded(_ cost: Int, extensions: [String: Any]?) -> Data {
        let limit = QueryCost.singleQueryLimit
        var object: [String: Any] = [
            "errors": [
                [
                    "message": "Query cost is \(cost), which exceeds the single query max cost limit (\(limit)).",
                    "extensions": ["code": "MAX_COST_EXCEEDED", "cost": cost, "maxCost": limit],
                ] as [String: Any]
            ]
        ]
        object["extensions"] = extensions
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }

    /// The result as Storefront-shaped JSON: `data` as executed, and each error with its message,
    /// plus `locations`, `path` and `extensions` only when they say something.
    static func encode(_ result: GraphQLResult, extensions: [String: Any]? = nil) throws -> Data {
        var object: [String: Any] = [:]
        object["extensions"] = extensions
        if let data = result.data {
            object["data"] = try JSONSerialization.jsonObject(with: GraphQLJSONEncoder().encode(data), options: [.fragmentsAllowed])
        }
        if !result.errors.isEmpty {
            object["errors"] = try result.errors.map { error -> Any in
                var entry = try JSONSerialization.jsonObject(with: GraphQLJSONEncoder().encode(error)) as? [String: Any] ?? [:]
                for key in ["locations", "path"] where (entry[key] as? [Any])?.isEmpty ?? false { entry[key] = nil }
                if (entry["extensions"] as? [String: Any])?.isEmpty ?? false { entry["extensions"] = nil }
                return entry
            }
        }
        return try JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes])
    }

    /// `{"errors":[{"message": …}]}`.
    static func errorBody(_ message: String, code: String? = nil) -> Data {
        var error: [String: Any] = ["message": message]
        if let code { error["extensions"] = ["code": code] }
        return (try? JSONSerialization.data(withJSONObject: ["errors": [error]], options: [.sortedKeys])) ?? Data()
    }

    private static let serializeScalar: @Sendable (Any) throws -> Map = { value in
        switch value {
        case let money as Decimal: return .string(DemoMoney(amount: money, currencyCode: "").plainAmount)
        case let text as String: return .string(text)
        case let number as Int: return .number(Number(number))
        case let flag as Bool: return .bool(flag)
        default: throw GraphQLError(message: "cannot serialize \(type(of: value))")
        }
    }
}

extension QueryCost {
    /// The calculator over the demo Storefront schema, which has every type and field of the
    /// real one that shopterm's operations use (so their costs are the real API's).
    public static let storefront = Result { try QueryCost(sdl: DemoGraphQLEngine.schemaSDL) }
}
