/// One entry of a GraphQL response's `errors` list.
public struct GraphQLError: Sendable, Equatable, Codable, CustomStringConvertible {
    /// Where in the document the error is (1-based line and column).
    public struct Location: Sendable, Equatable, Codable {
        /// The line, from 1.
        public var line: Int
        /// The column, from 1.
        public var column: Int
        /// The place at `line` and `column`.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The store's words.
    public var message: String
    /// Where in the document, when the store says.
    public var locations: [Location]
    /// The response path of the failing field: names and list indices.
    public var path: [PathComponent]
    /// `extensions.code`, e.g. `THROTTLED`, `ACCESS_DENIED`.
    public var code: String?
    /// `extensions.requiredAccess` of an ACCESS_DENIED error: the scope a token needs.
    public var requiredAccess: String?

    /// One step of ``path``.
    public enum PathComponent: Sendable, Equatable, Codable, CustomStringConvertible {
        case field(String)
        case index(Int)

        /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let index = try? container.decode(Int.self) {
                self = .index(index)
            } else {
                self = .field(try container.decode(String.self))
            }
        }

        /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .field(let name): try container.encode(name)
            case .index(let index): try container.encode(index)
            }
        }

        /// It, in one line of text.
        public var description: String {
            switch self {
            case .field(let name): return name
            case .index(let index): return String(index)
            }
        }
    }

    /// An error `message` at `locations` and `path`, with its extension `code` when it has one.
    public init(message: String, locations: [Location] = [], path: [PathComponent] = [], code: String? = nil) {
        self.message = message
        self.locations = locations
        self.path = path
        self.code = code
    }

    private enum CodingKeys: String, CodingKey { case message, locations, path, extensions }
    private struct Extensions: Codable {
        var code: String?
        var requiredAccess: String?

        init(code: String?, requiredAccess: String?) {
            self.code = code
            self.requiredAccess = requiredAccess
        }

        /// Each key on its own: a `requiredAccess` of another shape (a list of scopes, an
        /// object) must not lose the error's code.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            code = try? container.decode(String.self, forKey: .code)
            requiredAccess =
                (try? container.decode(String.self, forKey: .requiredAccess))
                ?? (try? container.decode([String].self, forKey: .requiredAccess)).map { $0.joined(separator: ", ") }
        }

        private enum CodingKeys: String, CodingKey { case code, requiredAccess }
    }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        message = (try? container.decode(String.self, forKey: .message)) ?? "unknown error"
        locations = (try? container.decode([Location].self, forKey: .locations)) ?? []
        path = (try? container.decode([PathComponent].self, forKey: .path)) ?? []
        let extensions = try? container.decode(Extensions.self, forKey: .extensions)
        code = extensions?.code
        requiredAccess = extensions?.requiredAccess
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(message, forKey: .message)
        if !locations.isEmpty { try container.encode(locations, forKey: .locations) }
        if !path.isEmpty { try container.encode(path, forKey: .path) }
        if code != nil || requiredAccess != nil { try container.encode(Extensions(code: code, requiredAccess: requiredAccess), forKey: .extensions) }
    }

    /// It, in one line of text.
    public var description: String {
        var text = message.oneLine() ?? "(no message)"
        if !path.isEmpty { text += " (at \(path.map(\.description).joined(separator: ".")))" }
        if let code { text += " [\(code)]" }
        return text
    }
}
