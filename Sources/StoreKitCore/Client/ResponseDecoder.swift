import Foundation

/// Turns an HTTP response into a ``GraphQLResponse`` or a ``StorefrontError``, following the
/// client checklist: status, empty body, non-JSON, neither data nor errors, GraphQL errors
/// (kept together with partial data), and data that does not decode.
public enum ResponseDecoder {
    /// Decodes `response` as the answer to an operation whose data is `Data`.
    public static func decode<Data: Decodable & Sendable>(_ response: HTTPResponse, as _: Data.Type, now: Date = Date()) throws(StorefrontError)
        -> GraphQLResponse<Data>
    {
        guard (200...299).contains(response.status) else {
            throw .http(
                status: response.status, retryAfter: retryAfter(response.header("Retry-After"), now: now),
                message: StoreWords.message(in: response.body))
        }
        return try decodeBody(response.body, as: Data.self)
    }

    /// Decodes a 2xx body (also used for cached bodies).
    public static func decodeBody<Data: Decodable & Sendable>(_ body: Foundation.Data, as _: Data.Type) throws(StorefrontError) -> GraphQLResponse<
        Data
    > {
        guard !body.isEmpty else { throw .noData }
        // One pass over the bytes (a JSONTape), then decoding straight from it.
        let tape: JSONTape
        do {
            tape = try JSONTape(body)
        } catch {
            throw .invalidJSON
        }
        let root = TapeDecoder(tape: tape, index: 0)
        guard tape[0].kind == .object else { throw .invalidResponse }
        let decoded: Envelope<Data>
        do {
            decoded = try Envelope<Data>(from: root)
        } catch {
            throw .invalidResponse
        }
        guard decoded.data != nil || decoded.errors != nil else { throw .invalidResponse }
        let errors = decoded.errors ?? []
        switch decoded.data {
        case nil:
            if errors.isEmpty { throw .invalidResponse }
            return GraphQLResponse(data: nil, errors: errors)
        case .success(let data)?:
            return GraphQLResponse(data: data, errors: errors, nullingErrors: errors.filter { nullsItsRootField($0.path, in: tape) })
        case .failure(let error)?:
            // Fields nulled by an error often break the shape: the errors explain it better.
            if !errors.isEmpty { return GraphQLResponse(data: nil, errors: errors) }
            throw describe(error)
        }
    }

    /// True when `path` (an error's) lies under a root field that came back null: the error
    /// nulled it, at that field or below it (a non-null field's error nulls its nearest
    /// nullable parent, up to the root field).
    static func nullsItsRootField(_ path: [GraphQLError.PathComponent], in tape: JSONTape) -> Bool {
        guard case .field(let name)? = path.first, let data = tape.member("data", of: 0), tape[data].kind == .object,
            let field = tape.member(name, of: data)
        else { return false }
        return tape[field].kind == .null
    }

    /// The longest `Retry-After` taken as it is (a day).
    public static let longestRetryAfter: TimeInterval = 24 * 3600

    /// Seconds to wait from a `Retry-After` header: delta-seconds or an HTTP date.
    public static func retryAfter(_ value: String?, now: Date) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        // A number beyond a day is still a number: waited as a day at most, never trapping.
        if let seconds = TimeInterval(value), seconds >= 0, seconds.isFinite { return Swift.min(seconds, Self.longestRetryAfter) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return Swift.min(Self.longestRetryAfter, max(0, date.timeIntervalSince(now)))
    }

    private static func describe(_ error: Error) -> StorefrontError {
        guard let error = error as? DecodingError else {
            return .decoding(path: "", reason: "it could not be read")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return .decoding(path: jsonPath(context.codingPath + [key]), reason: "missing field")
        case .valueNotFound(_, let context):
            return .decoding(path: jsonPath(context.codingPath), reason: "unexpected null")
        case .typeMismatch(let type, let context):
            return .decoding(path: jsonPath(context.codingPath), reason: "expected \(typeName(type))")
        case .dataCorrupted(let context):
            return .decoding(path: jsonPath(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .decoding(path: "", reason: String(describing: error))
        }
    }

    /// What JSON the type reads, in JSON's words (never a Swift type's name).
    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "a boolean"
        case is Int.Type, is Double.Type, is Decimal.Type: return "a number"
        case is any RangeReplaceableCollection.Type: return "a list"
        default: return "an object"
        }
    }
}

/// `{"data": …, "errors": […]}` where a `data` that fails to decode is kept as the failure.
private struct Envelope<Data: Decodable>: Decodable {
    var data: Result<Data, Error>?
    var errors: [GraphQLError]?

    enum CodingKeys: String, CodingKey { case data, errors }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A list of GraphQL errors, or the other shapes Shopify sends, at any status, 200
        // included: `{"errors": "text"}` and `{"errors": {"query": "text"}}`.
        if let list = try? container.decodeIfPresent([GraphQLError].self, forKey: .errors) {
            errors = list
        } else if let text = try? container.decode(String.self, forKey: .errors) {
            errors = [GraphQLError(message: text)]
        } else if let object = try? container.decode([String: String].self, forKey: .errors), let text = object["query"] ?? object.values.first {
            errors = [GraphQLError(message: text)]
        } else {
            errors = nil
        }
        let isNull = try !container.contains(.data) || container.decodeNil(forKey: .data)
        if isNull {
            data = nil
        } else {
            do {
                data = .success(try container.decode(Data.self, forKey: .data))
            } catch {
                data = .failure(error)
            }
        }
    }
}
