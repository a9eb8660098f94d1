import Foundation
import StoreKitCore

/// The REST binding under `/api/ucp` (UCP 2026-04-08, `rest.openapi.json`): a route of the
/// table (``UCPRoute``) runs its tool's handler with the `UCP-Agent: profile="…"` header's
/// profile (overview.md, "Platform Advertisement on Request": an RFC 8941 dictionary).
struct UCPRESTEndpoint {
    let service: UCPService

    func answer(_ request: DemoRequest, path: String, origin: String) async -> HTTPResponse {
        let matches = service.routes.compactMap { route in route.match(path).map { (route, $0) } }
        guard !matches.isEmpty else { return Self.notFound(path) }
        guard let matched = matches.first(where: { $0.0.method == request.method }) else {
            return UCPService.methodNotAllowed(Set(matches.map(\.0.method)).sorted().joined(separator: ", "))
        }
        let (route, parameters) = matched
        var body: UCPJSON?
        if request.body.isEmpty, request.method == "POST" {
            // An action without a body (`POST …/cancel`, as the conformance suite sends it) is
            // an empty object: each tool still says what input it lacks.
            body = [:]
        } else if !request.body.isEmpty || request.method == "PUT" {
            guard let parsed = UCPJSON(data: request.body), case .object = parsed else {
                return Self.failure(.invalidInput("The body must be a JSON object"))
            }
            body = parsed
        }
        let outcome = await service.run(
            tool: route.tool, arguments: route.arguments(body, parameters), profile: Self.profile(in: request.headers["ucp-agent"]),
            request: request, origin: origin, binding: .rest)
        switch outcome {
        case .result(let json, let status): return UCPService.json(status, json)
        case .failure(let error): return Self.failure(error)
        }
    }

    static func failure(_ error: UCPError) -> HTTPResponse {
        UCPService.json(error.status, error.restBody(version: UCPAgentResolver.version), headers: error.headers)
    }

    static func notFound(_ path: String) -> HTTPResponse {
        UCPService.json(
            404,
            [
                "ucp": ["version": .string(UCPAgentResolver.version), "status": "error"],
                "messages": [
                    [
                        "type": "error", "code": "not_found", "severity": "unrecoverable",
                        "content": .string("No UCP operation at /api/ucp\(UCPService.shown(path))"),
                    ]
                ],
            ])
    }

    /// The `profile` member of a `UCP-Agent` header: `profile="https://…"` (a quoted string,
    /// `\"` and `\\` escaped, RFC 8941 3.3.3), among other members separated by commas.
    static func profile(in header: String?) -> String? {
        guard let header else { return nil }
        var rest = Substring(header)
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            let key = rest.prefix { $0 != "=" && $0 != "," }
            rest = rest.dropFirst(key.count)
            guard rest.first == "=" else { continue }
            rest = rest.dropFirst()
            var value = ""
            if rest.first == "\"" {
                rest = rest.dropFirst()
                var escaped = false
                while let character = rest.first {
                    rest = rest.dropFirst()
                    if escaped {
                        value.append(character)
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        break
                    } else {
                        value.append(character)
                    }
                }
            } else {
                value = String(rest.prefix { $0 != "," && $0 != ";" })
                rest = rest.dropFirst(value.count)
            }
            rest = rest.drop { $0 != "," }
            if key.trimmingCharacters(in: .whitespaces) == "profile" { return value }
        }
        return nil
    }
}
